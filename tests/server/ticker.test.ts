import assert from 'node:assert/strict'
import { it } from 'node:test'
import { ticker } from '../../demo/server/platform/ticker'
import { gate } from './timing'

it('ticks at once, never overlaps a running tick, and stop waits for it', async () => {
  let runs = 0
  const held = gate()
  const job = ticker(async () => {
    runs += 1
    await held.wait()
  }, 5)
  job.start()
  assert.equal(runs, 1)
  // Many intervals pass while the first tick is held: none starts beside it.
  await new Promise((resolve) => setTimeout(resolve, 40))
  assert.equal(runs, 1)
  let stopped = false
  const stopping = job.stop().then(() => (stopped = true))
  await new Promise((resolve) => setImmediate(resolve))
  assert.equal(stopped, false)
  held.open()
  await stopping
  await new Promise((resolve) => setTimeout(resolve, 20))
  assert.equal(runs, 1)
})
