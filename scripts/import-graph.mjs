// The graph logic of the import rules (scripts/check-imports.mjs), kept pure for its unit test
// (tests/unit/import-graph.test.ts).

/**
 * The cycles of a directed graph (node → the nodes it points at): for each group of nodes that
 * reach one another (Tarjan's strongly connected components), its members by name and one cycle
 * through it, the shortest path from its first member back to itself, e.g. `{ members: ['embeds',
 * 'metrics'], cycle: ['embeds', 'metrics', 'embeds'] }`. An edge from a node to itself is no
 * cycle. Sorted by their first member.
 */
export function cyclesOf(graph) {
  const nodes = [...new Set([...graph.keys(), ...[...graph.values()].flatMap((to) => [...to])])]
  const next = (node) => [...(graph.get(node) ?? [])].filter((to) => to !== node).sort()
  const index = new Map()
  const lowest = new Map()
  const stack = []
  const onStack = new Set()
  const groups = []
  const visit = (node) => {
    index.set(node, index.size)
    lowest.set(node, index.get(node))
    stack.push(node)
    onStack.add(node)
    for (const to of next(node)) {
      if (!index.has(to)) {
        visit(to)
        lowest.set(node, Math.min(lowest.get(node), lowest.get(to)))
      } else if (onStack.has(to)) lowest.set(node, Math.min(lowest.get(node), index.get(to)))
    }
    if (lowest.get(node) !== index.get(node)) return
    const group = []
    let member
    do {
      member = stack.pop()
      onStack.delete(member)
      group.push(member)
    } while (member !== node)
    if (group.length > 1) groups.push(group)
  }
  for (const node of nodes.sort()) if (!index.has(node)) visit(node)
  return groups
    .map((group) => group.sort())
    .sort((a, b) => (a[0] < b[0] ? -1 : 1))
    .map((members) => ({ members, cycle: shortestCycle(new Set(members), next) }))
}

/** The shortest way from the group's first node back to it, inside the group. */
function shortestCycle(group, next) {
  const start = [...group].sort()[0]
  const cameFrom = new Map()
  const queue = [start]
  while (queue.length) {
    const node = queue.shift()
    for (const to of next(node)) {
      if (!group.has(to)) continue
      if (to === start) {
        const path = [start]
        for (let at = node; at !== start; at = cameFrom.get(at)) path.splice(1, 0, at)
        return [...path, start]
      }
      if (!cameFrom.has(to)) {
        cameFrom.set(to, node)
        queue.push(to)
      }
    }
  }
  return [start, start]
}
