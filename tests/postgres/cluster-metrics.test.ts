/**
 * Metrics with several server processes (issue 28): on PostgreSQL `WORKERS` processes share the
 * port and the primary answers METRICS_PORT for all of them (prom-client's AggregatorRegistry):
 * requests answered by either worker add up in one scrape. Needs PP_TEST_DATABASE_URL.
 */
import assert from 'node:assert/strict'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { it } from 'node:test'
import { scratchDatabase } from '../server/test-databases'
import { freePort, startServerProcess, stopServerProcess } from '../server/server-process'

it("the primary's metrics port adds up every worker's requests", async () => {
  const scratch = await scratchDatabase('pp_cluster_metrics')
  const port = await freePort()
  const server = await startServerProcess({
    DATABASE_URL: scratch.url,
    DATA_DIR: mkdtempSync(join(tmpdir(), 'pp-cluster-metrics-')),
    WORKERS: '2',
    METRICS_PORT: String(port),
  })
  try {
    // New connections each time, so the kernel spreads them over both workers.
    for (let i = 0; i < 20; i++)
      assert.equal((await fetch(`${server.origin}/readyz`, { keepalive: false })).status, 200)
    const body = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text()
    const count =
      /portal_http_requests_total\{route="\/readyz",method="GET",status="200"\} (\d+)/.exec(body)
    assert.ok(count, body.slice(0, 2000))
    assert.equal(Number(count[1]), 20)
    assert.match(body, /^portal_process_resident_memory_bytes \d+/m)
  } finally {
    assert.equal(await stopServerProcess(server), 0, server.output.join(''))
    await scratch.drop()
  }
})
