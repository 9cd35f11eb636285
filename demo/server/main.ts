/**
 * `npm start`: opens (migrates, seeds) the database and serves the portal on HOST:PORT.
 * PORTAL_MODE=production: migrates only (no demo seed), mails through SMTP, links use PUBLIC_URL;
 * a missing setting stops it with a one-line message and exit code 1.
 *
 * On PostgreSQL the server uses every core: this process prepares the database, then starts
 * WORKERS server processes (default one per core) sharing the port (node:cluster), restarts one
 * that dies, and on SIGTERM or SIGINT stops them all gracefully. On SQLite one process serves.
 * Each server process, on SIGTERM or SIGINT, stops taking connections, writes the player's
 * buffered events and closes the database before it exits.
 */
import cluster from 'node:cluster'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { getRequestListener } from '@hono/node-server'
import { createApp } from './app'
import { startCacheBus, type CacheBus } from './platform/cache-bus'
import { startHousekeeping } from './platform/housekeeping'
import { startMigrationTicker } from './commenting/migration-job'
import { markIdleEmbedsOffline } from './embeds/online-state'
import { ConfigError, loadConfig, type ServerConfig } from './platform/config'
import { openDatabase } from './platform/db'
import { createMailer } from './platform/mailer'
import { EventBuffer } from './player/event-buffer'
import { PublicCache } from './platform/public-cache'
import { FastLane } from './platform/public-fast-lane'
import { reportFileProducer } from './reports/delivery'
import { startScheduler, stopScheduler } from './reports/scheduler'
import { startNotifyScheduler, stopNotifyScheduler } from './commenting/notify-digests'
import { seed } from './seed'
import { log } from './platform/log'
import { probeEvents, probePool, startMetricsServer } from './platform/ops-metrics'

let config: ServerConfig
try {
  config = loadConfig()
} catch (error) {
  if (!(error instanceof ConfigError)) throw error
  console.error(`Cannot start: ${error.message}`)
  process.exit(1)
}
const production = config.mode === 'production'
const several = config.workers > 1

function announce(address: string, port: number, note: string) {
  if (production) {
    log.warn(
      { address, port, publicUrl: config.publicUrl },
      `Publisher portal (production) listening on ${address}:${port}, public at ${config.publicUrl}/ ${note}`,
    )
    return
  }
  console.log(`Publisher portal demo on http://${address}:${port}/ ${note}`)
  console.log('Sign in with owner@demo.test / Demo#Portal2026 · e-mail goes to /demo/outbox')
}

/** The primary of several server processes: prepares the database, then keeps WORKERS running. */
async function primary() {
  let stopping = false
  /** The server processes that have listened (taken requests). */
  const listened = new Set<number>()
  // Stops every server process; asked for before any was started, the primary just ends.
  const stop = () => {
    if (stopping) return
    stopping = true
    const workers = Object.values(cluster.workers ?? {}).filter((w) => w !== undefined)
    let left = workers.length
    if (!left) process.exit(0)
    const force = setTimeout(() => {
      for (const worker of workers) worker.process.kill('SIGKILL')
      process.exit(1)
    }, 15_000)
    // Exit 1 when a server process did not stop cleanly (e.g. buffered events not written).
    let failed = false
    for (const worker of workers) {
      worker.once('exit', (code, signal) => {
        // One that never listened took nothing in: ended by the signal itself while it still
        // loaded (no handler yet), it lost nothing.
        const unstarted = signal === 'SIGTERM' && !listened.has(worker.id)
        failed ||= code !== 0 && !unstarted
        if (--left === 0) {
          clearTimeout(force)
          process.exit(failed ? 1 : 0)
        }
      })
      worker.process.kill('SIGTERM')
    }
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
  const database = await openDatabase(config.database)
  const seeded = production ? false : await seed(database.db)
  await database.close()
  // The operator's metrics of every server process, from here (ops-metrics.ts).
  if (config.metricsPort !== null)
    await startMetricsServer({
      port: config.metricsPort,
      host: config.host,
      token: config.metricsToken,
      cluster: true,
    })
  let announced = false
  const fork = () => cluster.fork({ PP_WORKER: '1' })
  cluster.on('listening', (worker, address) => {
    listened.add(worker.id)
    if (announced) return
    announced = true
    const note = `(${config.workers} server processes${seeded ? ', new database seeded' : ''})`
    announce(address.address ?? config.host, address.port, note)
  })
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return
    log.error(
      { worker: worker.process.pid, exit: signal ?? code },
      'a server process ended; starting another',
    )
    setTimeout(fork, 1000)
  })
  if (!stopping) for (let n = 0; n < config.workers; n++) fork()
}

/** One server process (the only one on SQLite). */
async function server() {
  // A stop asked for while the process still starts (a worker's database, its cache bus) waits
  // for the start to finish, then stops cleanly: the signal's default would end it with no code.
  let stopAsked = false
  let stopNow: (() => Promise<void>) | null = null
  const askStop = () => {
    stopAsked = true
    void stopNow?.()
  }
  process.on('SIGINT', askStop)
  process.on('SIGTERM', askStop)
  const database = await openDatabase(config.database)
  const { db } = database
  // With several processes the primary has seeded already.
  const seeded = production || several ? false : await seed(db)
  const mailer = createMailer(config)
  // The reports' file producer (the run engine), shared by Send now and the scheduler.
  const produceReport = reportFileProducer(db, config.publicUrl)
  const cache = new PublicCache()
  const bus: CacheBus | null =
    config.database.kind === 'postgres' ? await startCacheBus(config.database.url, cache) : null
  const events = new EventBuffer(db, config.eventFlushMs).start()
  const fastLane = new FastLane()
  probeEvents(() => ({
    pending: events.pending,
    written: events.stats.written,
    failures: events.stats.failures,
  }))
  probePool(database.poolStats ?? null)
  const metrics =
    config.metricsPort !== null && !several
      ? await startMetricsServer({
          port: config.metricsPort,
          host: config.host,
          token: config.metricsToken,
          cluster: false,
        })
      : null
  const lifecycle = { stopping: false }
  const app = createApp({ db, config, mailer, produceReport, cache, events, fastLane, lifecycle })
  const stopMigrations = startMigrationTicker(db, config.migrationJobMs)
  // Expired rate-limit counters and sessions go hourly, and idle embeds go offline.
  const stopHousekeeping = startHousekeeping(
    db,
    Math.max(config.loginWindowMs, config.resendLockMs),
    [(db) => markIdleEmbedsOffline(db)],
  )
  // REP-12: the scheduled reports (5:30 PM New York time); missed runs run once now.
  startScheduler(db, { produce: produceReport, mailer, publicUrl: config.publicUrl })
  // Issue 30: the digests of replies and of pending comments, each claimed once.
  startNotifyScheduler(db, { mailer, publicUrl: config.publicUrl })

  // Repeated public reads are answered before the app runs (public-fast-lane.ts).
  const answer = getRequestListener(app.fetch)
  const listening = createServer((req, res) => {
    if (!fastLane.serve(req, res)) void answer(req, res)
  })
  listening.listen(config.port, config.host, () => {
    const info = listening.address() as AddressInfo
    if (!several) announce(info.address, info.port, seeded ? '(new database seeded)' : '')
  })

  async function stop() {
    if (lifecycle.stopping) return
    lifecycle.stopping = true
    // /readyz answers 503 from now; the load balancer takes the process out while it still
    // answers everything else (SHUTDOWN_DRAIN_MS), then it stops taking connections.
    if (config.drainMs > 0) await new Promise((done) => setTimeout(done, config.drainMs))
    stopMigrations()
    stopHousekeeping()
    // No new connections; idle keep-alive ones end now, busy ones after their answer.
    listening.close()
    listening.closeIdleConnections()
    let code = 0
    try {
      await events.stop()
    } catch (error) {
      log.error({ err: error, lost: events.pending }, 'buffered player events not written')
      code = 1
    }
    await stopScheduler()
    await stopNotifyScheduler()
    await mailer.settled()
    await bus?.close()
    metrics?.close()
    await database.close()
    process.exit(code)
  }
  stopNow = stop
  if (stopAsked) await stop()
}

if (several && cluster.isPrimary) await primary()
else await server()
