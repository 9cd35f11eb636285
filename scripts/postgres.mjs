// A throwaway PostgreSQL server for the tests: initdb into a temp folder, start it on a free
// loopback port, stop and remove it when asked. Uses Debian's `postgresql` package
// (/usr/lib/postgresql/<version>/bin); as root it runs the server as the `postgres` user, which
// PostgreSQL requires. Returns null when PostgreSQL is not installed.
import { execFileSync, spawnSync } from 'node:child_process'
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/** Whether a PostgreSQL server can be started here (PG_BIN or a Debian install). */
export const postgresInstalled = () => binDir() !== null

function binDir() {
  if (process.env.PG_BIN) return process.env.PG_BIN
  const root = '/usr/lib/postgresql'
  if (!existsSync(root)) return null
  const versions = readdirSync(root)
    .filter((v) => existsSync(join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a))
  return versions.length ? join(root, versions[0], 'bin') : null
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })
}

/** Starts a server; resolves to { url, stop() } (url names the `postgres` database), or null. */
export async function startPostgres() {
  const bin = binDir()
  if (!bin) return null
  const root = process.getuid?.() === 0
  const dir = mkdtempSync(join(tmpdir(), 'pp-postgres-'))
  chmodSync(dir, 0o777)
  const data = join(dir, 'data')
  const run = (cmd, args) => {
    const [file, argv] = root ? ['runuser', ['-u', 'postgres', '--', cmd, ...args]] : [cmd, args]
    execFileSync(file, argv, { stdio: ['ignore', 'ignore', 'pipe'], cwd: dir })
  }
  const port = await freePort()
  run(join(bin, 'initdb'), [
    '-D',
    data,
    '-U',
    'postgres',
    '--auth=trust',
    '-E',
    'UTF8',
    '--no-sync',
  ])
  run(join(bin, 'pg_ctl'), [
    '-D',
    data,
    '-l',
    join(dir, 'server.log'),
    '-w',
    '-t',
    '60',
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`,
    'start',
  ])
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      const [file, argv] = root
        ? [
            'runuser',
            ['-u', 'postgres', '--', join(bin, 'pg_ctl'), '-D', data, '-m', 'fast', 'stop'],
          ]
        : [join(bin, 'pg_ctl'), ['-D', data, '-m', 'fast', 'stop']]
      spawnSync(file, argv, { stdio: 'ignore' })
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

// `node scripts/postgres.mjs` starts one and prints its URL until Ctrl-C (handy by hand).
if (import.meta.url === `file://${process.argv[1]}`) {
  const server = await startPostgres()
  if (!server) {
    console.error('PostgreSQL is not installed (apt-get install postgresql)')
    process.exit(1)
  }
  console.log(server.url)
  const stop = () => {
    server.stop()
    process.exit(0)
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
  setInterval(() => {}, 1 << 30)
}
