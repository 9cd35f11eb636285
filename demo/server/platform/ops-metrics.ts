/**
 * The operator's metrics (issue 28), in Prometheus's text format on prom-client's default
 * registry: requests by route pattern, method and status with their durations; database pool
 * use; scheduled report runs and their failures; player events buffered and written; e-mails
 * sent and failed; and the process's own (memory, CPU, event loop). Never public: served on a
 * port of its own (METRICS_PORT), behind a bearer token when METRICS_TOKEN is set. With several
 * server processes the primary answers for all of them (prom-client's AggregatorRegistry asks
 * each worker over the cluster channel).
 */
import cluster from 'node:cluster'
import { timingSafeEqual } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import client from 'prom-client'
import { log } from './log'

const { AggregatorRegistry, Counter, Gauge, Histogram, collectDefaultMetrics, register } = client

collectDefaultMetrics({ prefix: 'portal_' })
// A worker answers its primary's requests for its metrics only once an AggregatorRegistry exists
// in it (prom-client adds the listener in the constructor).
if (cluster.isWorker) new AggregatorRegistry()

const requests = new Counter({
  name: 'portal_http_requests_total',
  help: 'Requests answered, by route pattern, method and status.',
  labelNames: ['route', 'method', 'status'] as const,
})
const durations = new Histogram({
  name: 'portal_http_request_duration_seconds',
  help: 'Time to answer a request, by route pattern, method and status.',
  labelNames: ['route', 'method', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
})
export const reportRuns = new Counter({
  name: 'portal_report_runs_total',
  help: 'Scheduled report runs, by outcome (DONE, FAILED, DELAYED).',
  labelNames: ['outcome'] as const,
})
export const schedulerFailures = new Counter({
  name: 'portal_scheduler_tick_failures_total',
  help: 'Scheduler ticks that failed as a whole (the database, not one report).',
})
export const mails = new Counter({
  name: 'portal_mails_total',
  help: 'E-mails handed to SMTP, by outcome (sent, failed).',
  labelNames: ['outcome'] as const,
})

/** What the gauges read when scraped; set by the process that owns each part. */
const probes: {
  pool: (() => { total: number; idle: number; waiting: number }) | null
  events: (() => { pending: number; written: number; failures: number }) | null
} = { pool: null, events: null }

export function probePool(read: typeof probes.pool): void {
  probes.pool = read
}
export function probeEvents(read: typeof probes.events): void {
  probes.events = read
}

new Gauge({
  name: 'portal_db_pool_connections',
  help: 'PostgreSQL pool connections by state (total, idle, waiting requests).',
  labelNames: ['state'] as const,
  collect() {
    const pool = probes.pool?.()
    if (!pool) return
    this.set({ state: 'total' }, pool.total)
    this.set({ state: 'idle' }, pool.idle)
    this.set({ state: 'waiting' }, pool.waiting)
  },
})
new Gauge({
  name: 'portal_player_events_buffered',
  help: 'Player events accepted and not written yet.',
  collect() {
    const events = probes.events?.()
    if (events) this.set(events.pending)
  },
})
/** A counter that shows a running total kept elsewhere (the event buffer's own figures). */
function mirroredCounter(name: string, help: string, read: () => number | undefined) {
  new Counter({
    name,
    help,
    collect() {
      const total = read()
      if (total === undefined) return
      this.reset()
      this.inc(total)
    },
  })
}
mirroredCounter(
  'portal_player_events_written_total',
  'Player events written to the database.',
  () => probes.events?.().written,
)
mirroredCounter(
  'portal_player_event_write_failures_total',
  'Buffered writes of player events that failed (kept and retried).',
  () => probes.events?.().failures,
)

/**
 * Counts and times one answered request by its route pattern (`/api/accounts/accounts/
 * :accountUUID`, never the ids themselves: a bounded set of labels; request-observer.ts).
 */
export function countRequest(route: string, method: string, status: number, seconds: number) {
  const labels = { route, method, status: String(status) }
  requests.inc(labels)
  durations.observe(labels, seconds)
}

const sameSecret = (given: string, expected: string) => {
  const a = Buffer.from(given)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}

/**
 * The metrics on their own port: GET /metrics (a bearer token when `token` is set; 401
 * without it), nothing else. `cluster`: answer for every worker of this primary.
 */
export function startMetricsServer(options: {
  port: number
  host: string
  token: string | null
  cluster: boolean
}): Promise<Server> {
  const aggregator = options.cluster ? new AggregatorRegistry() : null
  const server = createServer((req, res) => {
    if (req.method !== 'GET' || (req.url ?? '').split('?')[0] !== '/metrics') {
      res.writeHead(404).end()
      return
    }
    const auth = req.headers.authorization ?? ''
    if (options.token && !sameSecret(auth, `Bearer ${options.token}`)) {
      res.writeHead(401, { 'www-authenticate': 'Bearer' }).end()
      return
    }
    const text = aggregator ? aggregator.clusterMetrics() : register.metrics()
    text.then(
      (body) => res.writeHead(200, { 'content-type': register.contentType }).end(body),
      (err: unknown) => {
        log.error({ err }, 'metrics not collected')
        res.writeHead(500).end()
      },
    )
  })
  return new Promise((done) => server.listen(options.port, options.host, () => done(server)))
}
