/** The folder cycles of the server's import rules (scripts/import-graph.mjs, check-imports.mjs). */
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { cyclesOf } from '../../scripts/import-graph.mjs'

const graph = (edges: Record<string, string[]>) =>
  new Map(Object.entries(edges).map(([from, to]) => [from, new Set(to)]))

describe('cyclesOf', () => {
  it('finds none in a graph that only goes down', () => {
    assert.deepEqual(
      cyclesOf(
        graph({ reports: ['metrics', 'embeds'], embeds: ['metrics', 'images'], metrics: [] }),
      ),
      [],
    )
  })

  it('says nothing of a folder importing itself', () => {
    assert.deepEqual(cyclesOf(graph({ embeds: ['embeds', 'metrics'] })), [])
  })

  it('names a two-folder cycle from its first member', () => {
    assert.deepEqual(cyclesOf(graph({ metrics: ['embeds'], embeds: ['metrics'] })), [
      { members: ['embeds', 'metrics'], cycle: ['embeds', 'metrics', 'embeds'] },
    ])
  })

  it('gives each group of folders that reach one another once, with its shortest cycle', () => {
    const found = cyclesOf(
      graph({
        commenting: ['ratings', 'platform'],
        ratings: ['demo'],
        demo: ['commenting', 'ratings'],
        embeds: ['metrics'],
        metrics: ['embeds'],
        player: ['embeds'],
      }),
    )
    assert.deepEqual(found, [
      {
        members: ['commenting', 'demo', 'ratings'],
        cycle: ['commenting', 'ratings', 'demo', 'commenting'],
      },
      { members: ['embeds', 'metrics'], cycle: ['embeds', 'metrics', 'embeds'] },
    ])
  })

  it('takes the shortest way back among longer ones', () => {
    const found = cyclesOf(graph({ a: ['b', 'c'], b: ['c'], c: ['d'], d: ['a'] }))
    assert.deepEqual(found, [{ members: ['a', 'b', 'c', 'd'], cycle: ['a', 'c', 'd', 'a'] }])
  })
})
