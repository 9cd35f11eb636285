/** `npm start`: opens (migrates, seeds) the database and serves the portal on HOST:PORT. */
import { serve } from '@hono/node-server'
import { createApp } from './app'
import { startMigrationTicker } from './commenting/migration-job'
import { loadConfig } from './config'
import { openDatabase } from './db'
import { seed } from './seed'

const config = loadConfig()
const { db, sqlite } = await openDatabase(config.dataDir)
const seeded = await seed(db)
const app = createApp({ db, config })
const stopMigrations = startMigrationTicker(db, config.migrationJobMs)

const server = serve({ fetch: app.fetch, hostname: config.host, port: config.port }, (info) => {
  console.log(
    `Publisher portal demo on http://${info.address}:${info.port}/ ${seeded ? '(new database seeded)' : ''}`,
  )
  console.log('Sign in with owner@demo.test / Demo#Portal2026 · e-mail goes to /demo/outbox')
})

function stop() {
  stopMigrations()
  server.close()
  sqlite.close()
  process.exit(0)
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
