/**
 * `npm start`: opens (migrates, seeds) the database and serves the portal on HOST:PORT.
 * PORTAL_MODE=production: migrates only (no demo seed), mails through SMTP, links use PUBLIC_URL;
 * a missing setting stops it with a one-line message and exit code 1.
 */
import { serve } from '@hono/node-server'
import { createApp } from './app'
import { startHousekeeping } from './housekeeping'
import { startMigrationTicker } from './commenting/migration-job'
import { ConfigError, loadConfig, type ServerConfig } from './config'
import { openDatabase } from './db'
import { createMailer } from './mailer'
import { reportFileProducer } from './reports/delivery'
import { startScheduler, stopScheduler } from './reports/scheduler'
import { seed } from './seed'

let config: ServerConfig
try {
  config = loadConfig()
} catch (error) {
  if (!(error instanceof ConfigError)) throw error
  console.error(`Cannot start: ${error.message}`)
  process.exit(1)
}
const production = config.mode === 'production'
const database = await openDatabase(config.database)
const { db } = database
const seeded = production ? false : await seed(db)
const mailer = createMailer(config)
// The reports' file producer (the run engine), shared by Send now and the scheduler.
const produceReport = reportFileProducer(db, config.publicUrl)
const app = createApp({ db, config, mailer, produceReport })
const stopMigrations = startMigrationTicker(db, config.migrationJobMs)
// Expired rate-limit counters and sessions go hourly.
const stopHousekeeping = startHousekeeping(db, Math.max(config.loginWindowMs, config.resendLockMs))
// REP-12: the scheduled reports (5:30 PM New York time); missed runs run once now.
startScheduler(db, { produce: produceReport, mailer, publicUrl: config.publicUrl })

const server = serve({ fetch: app.fetch, hostname: config.host, port: config.port }, (info) => {
  if (production) {
    console.log(
      `Publisher portal (production) listening on ${info.address}:${info.port}, public at ${config.publicUrl}/`,
    )
    return
  }
  console.log(
    `Publisher portal demo on http://${info.address}:${info.port}/ ${seeded ? '(new database seeded)' : ''}`,
  )
  console.log('Sign in with owner@demo.test / Demo#Portal2026 · e-mail goes to /demo/outbox')
})

async function stop() {
  stopMigrations()
  stopHousekeeping()
  server.close()
  await stopScheduler()
  await mailer.settled()
  await database.close()
  process.exit(0)
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
