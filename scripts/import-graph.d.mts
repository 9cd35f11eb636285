/** The groups of nodes that reach one another, each with one shortest cycle through it. */
export function cyclesOf(
  graph: ReadonlyMap<string, Iterable<string>>,
): Array<{ members: string[]; cycle: string[] }>
