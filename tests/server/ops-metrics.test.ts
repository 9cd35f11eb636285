/**
 * The operator's metrics (issue 28): Prometheus's text format on a port of their own, behind a
 * bearer token when one is set; requests counted and timed by route pattern (never an id in a
 * label); the player's buffer, e-mail, scheduler and process figures; nothing on the public port.
 */
import assert from 'node:assert/strict'
import { mkdtempSync } from 'node:fs'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { after, before, describe, it } from 'node:test'
import client from 'prom-client'
import { startMetricsServer } from '../../demo/server/platform/ops-metrics'
import { IDS, signedIn, startHarness, type Harness } from './harness'
import { freePort, startServerProcess, stopServerProcess } from './server-process'

describe('the metrics registry and its port', () => {
  let h: Harness
  let server: Server
  let url: string
  before(async () => {
    h = await startHarness()
    server = await startMetricsServer({
      port: 0,
      host: '127.0.0.1',
      token: 'scrape-secret',
      cluster: false,
    })
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/metrics`
  })
  after(async () => {
    server.close()
    await h.close()
  })

  it('counts and times requests by route pattern, method and status, never by id', async () => {
    const owner = await signedIn(h, 'owner@demo.test')
    assert.equal((await owner.get(`/api/accounts/accounts/${IDS.demoAccount}/sites`)).status, 200)
    assert.equal((await owner.get(`/api/accounts/accounts/${IDS.otherAccount}/sites`)).status, 403)
    const text = await client.register.metrics()
    assert.match(
      text,
      /portal_http_requests_total\{route="\/api\/accounts\/accounts\/:accountUUID\/sites",method="GET",status="200"\} [1-9]/,
    )
    assert.match(
      text,
      /portal_http_requests_total\{route="\/api\/accounts\/accounts\/:accountUUID\/sites",method="GET",status="403"\} [1-9]/,
    )
    assert.match(text, /portal_http_request_duration_seconds_bucket\{le="0.1",route="/)
    assert.ok(!text.includes(IDS.demoAccount), 'no account id in any label')
    assert.ok(!text.includes('owner@demo.test'), 'no address in any label')
  })

  it('answers only GET /metrics with the bearer token', async () => {
    assert.equal((await fetch(url)).status, 401)
    assert.equal(
      (await fetch(url, { headers: { authorization: 'Bearer wrong-secret!' } })).status,
      401,
    )
    const ok = await fetch(url, { headers: { authorization: 'Bearer scrape-secret' } })
    assert.equal(ok.status, 200)
    assert.match(ok.headers.get('content-type')!, /^text\/plain; version=0\.0\.4/)
    const body = await ok.text()
    for (const name of [
      'portal_http_requests_total',
      'portal_player_events_buffered',
      'portal_player_events_written_total',
      'portal_mails_total',
      'portal_report_runs_total',
      'portal_scheduler_tick_failures_total',
      'portal_db_pool_connections',
      'portal_process_resident_memory_bytes',
      'portal_nodejs_eventloop_lag_seconds',
    ])
      assert.ok(body.includes(`# TYPE ${name} `), name)
    const other = await fetch(url.replace('/metrics', '/'), {
      headers: { authorization: 'Bearer scrape-secret' },
    })
    assert.equal(other.status, 404)
  })
})

it('a server process serves them on METRICS_PORT, with its buffer figures; not on its own port', async () => {
  const port = await freePort()
  const server = await startServerProcess({
    DATABASE_URL: '',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'pp-metrics-')),
    METRICS_PORT: String(port),
    METRICS_TOKEN: 'scrape-secret',
    EVENTS_FLUSH_MS: '600000',
  })
  try {
    await fetch(`${server.origin}/healthz`)
    const scrape = await fetch(`http://127.0.0.1:${port}/metrics`, {
      headers: { authorization: 'Bearer scrape-secret' },
    })
    assert.equal(scrape.status, 200)
    const body = await scrape.text()
    assert.match(
      body,
      /portal_http_requests_total\{route="\/healthz",method="GET",status="200"\} 1/,
    )
    assert.match(body, /^portal_player_events_buffered 0$/m)
    const open = await (await fetch(`${server.origin}/metrics`)).text()
    assert.ok(!open.includes('portal_http_requests_total'), 'the public port has no metrics')
  } finally {
    assert.equal(await stopServerProcess(server), 0)
  }
})
