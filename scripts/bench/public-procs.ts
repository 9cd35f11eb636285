/**
 * The public-path bench's processes (scripts/bench/public.ts): the portal server as a child
 * process (`node --import tsx demo/server/main.ts` in a given root), the bare baseline server
 * (scripts/bench/public-bare.mjs) in a child of its own, a child's resident memory, an answer
 * recorded byte for byte, and the player's engagement counts read back from the database.
 * Everything listens on and talks to 127.0.0.1 only.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { request } from 'node:http'
import { createServer, type AddressInfo } from 'node:net'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import pg from 'pg'

export interface Child {
  child: ChildProcess
  origin: string
  output: string[]
}

/** What the server wrote beyond its start banner: the first line of each distinct message. */
export function serverErrors({ output }: Child, most = 8): string[] {
  const banner = /^(Publisher portal|Sign in with)/
  const lines = output
    .join('')
    .split('\n')
    .filter((line) => line.trim() && !/^\s/.test(line) && !banner.test(line) && line !== '}')
  return [...new Set(lines.map((line) => line.slice(0, 200)))].slice(0, most)
}

/** A recorded answer: status, raw header pairs as sent, body bytes (never decompressed). */
export interface Answer {
  status: number
  headers: [string, string][]
  body: Buffer
}

const START_MS = 90_000

function freePort(): Promise<number> {
  return new Promise((done) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo
      probe.close(() => done(port))
    })
  })
}

/** Resolves once the child prints its address (`… on http://127.0.0.1:<port>/`). */
function listening(child: ChildProcess, what: string): Promise<Child> {
  const output: string[] = []
  return new Promise((done, failed) => {
    const timer = setTimeout(
      () => failed(new Error(`${what}: no start\n${output.join('')}`)),
      START_MS,
    )
    child.stdout!.on('data', (chunk: Buffer) => {
      output.push(String(chunk))
      const match = /on (http:\/\/127\.0\.0\.1:\d+)\//.exec(output.join(''))
      if (match) {
        clearTimeout(timer)
        done({ child, origin: match[1]!, output })
      }
    })
    child.stderr!.on('data', (chunk: Buffer) => output.push(String(chunk)))
    child.once('exit', (code) => {
      clearTimeout(timer)
      failed(new Error(`${what} exited ${code}\n${output.join('')}`))
    })
  })
}

/**
 * The demo server of `root` (its dist/ and its code) on a free loopback port, demo mode, on the
 * SQLite file of `dataDir` or on PostgreSQL at `databaseUrl`.
 */
export async function startPortal(
  root: string,
  dataDir: string,
  databaseUrl: string | null,
): Promise<Child> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(await freePort()),
    HOST: '127.0.0.1',
    PORTAL_MODE: 'demo',
    // The events part measures the writer, not the per-address batch limit (tested on its own):
    // loopback has a handful of addresses where readers have millions.
    PLAYER_BATCHES_PER_MINUTE: '10000000',
  }
  delete env.DATABASE_URL
  if (databaseUrl) env.DATABASE_URL = databaseUrl
  const child = spawn(process.execPath, ['--import', 'tsx', 'demo/server/main.ts'], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  return listening(child, 'portal server')
}

/** The bare baseline answering `answer` to every request; its file is written into `dir`. */
export function startBare(answer: Answer, dir: string): Promise<Child> {
  const file = join(dir, `answer-${Date.now()}-${Math.random().toString(36).slice(2)}.json`)
  writeFileSync(file, JSON.stringify({ ...answer, body: answer.body.toString('base64') }))
  const child = spawn(process.execPath, [join(import.meta.dirname, 'public-bare.mjs'), file], {
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  return listening(child, 'bare server')
}

/** SIGTERM, then the exit code (null after a signal); SIGKILL when it has not exited in 30 s. */
export function stop({ child }: Child): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode)
  return new Promise((done) => {
    const kill = setTimeout(() => child.kill('SIGKILL'), 30_000)
    child.once('exit', (code) => {
      clearTimeout(kill)
      done(code)
    })
    child.kill('SIGTERM')
  })
}

/**
 * The child's resident memory in KB with its children's (VmRSS of /proc/<pid>/status: on
 * PostgreSQL the server is a primary with one server process per core), or null once it is gone.
 */
export function rssKb({ child }: Child): number | null {
  return child.pid === undefined ? null : treeRssKb(child.pid)
}

function treeRssKb(pid: number): number | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8')
    const match = /^VmRSS:\s+(\d+) kB/m.exec(status)
    if (!match) return null
    let total = Number(match[1])
    for (const task of readdirSync(`/proc/${pid}/task`)) {
      const children = readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim()
      for (const id of children ? children.split(/\s+/) : []) total += treeRssKb(Number(id)) ?? 0
    }
    return total
  } catch {
    return null
  }
}

/** One request over a fresh connection; the answer exactly as it came. */
export function capture(
  origin: string,
  path: string,
  headers: Record<string, string>,
  method = 'GET',
  body?: string,
): Promise<Answer> {
  return new Promise((done, failed) => {
    const req = request(`${origin}${path}`, { method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () => {
        const pairs: [string, string][] = []
        for (let i = 0; i < res.rawHeaders.length; i += 2)
          pairs.push([res.rawHeaders[i]!, res.rawHeaders[i + 1]!])
        done({ status: res.statusCode!, headers: pairs, body: Buffer.concat(chunks) })
      })
      res.on('error', failed)
    })
    req.on('error', failed)
    req.end(body)
  })
}

export const headerOf = (answer: Answer, name: string) =>
  answer.headers.find(([n]) => n.toLowerCase() === name)?.[1]

/**
 * The player events an embed has on record: loads, in-view loads, answers and story clicks summed
 * over embed_engagement_daily, plus its collected e-mails; read on the server's own database.
 */
export interface EventCounter {
  count(embedUUID: string): Promise<number>
  close(): Promise<void>
}

const ENGAGEMENT = `select coalesce(sum(loads + inview_loads + answers + clicks), 0) as n
  from embed_engagement_daily where embed_uuid = `
const EMAILS = 'select count(*) as n from embed_emails where embed_uuid = '

export async function eventCounter(
  dataDir: string,
  databaseUrl: string | null,
): Promise<EventCounter> {
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl })
    await client.connect()
    const one = async (text: string, id: string) =>
      Number((await client.query<{ n: string }>(`${text}$1`, [id])).rows[0]!.n)
    return {
      count: async (id) => (await one(ENGAGEMENT, id)) + (await one(EMAILS, id)),
      close: () => client.end(),
    }
  }
  // Not read-only: a read-only handle could not join the server's WAL after it exits.
  const sqlite = new Database(join(dataDir, 'portal.sqlite'), { fileMustExist: true })
  const one = (text: string, id: string) =>
    Number((sqlite.prepare(`${text}?`).get(id) as { n: number | bigint }).n)
  return {
    count: async (id) => one(ENGAGEMENT, id) + one(EMAILS, id),
    close: async () => void sqlite.close(),
  }
}

/**
 * A scratch database on the PostgreSQL server of `serverUrl` (the server seeds it on start), so
 * the bench's events land nowhere else; `drop()` removes it.
 */
export async function scratchPostgres(serverUrl: string) {
  const name = `pp_bench_public_${process.pid}_${Date.now()}`
  const onServer = async (text: string) => {
    const client = new pg.Client({ connectionString: serverUrl })
    await client.connect()
    try {
      await client.query(text)
    } finally {
      await client.end()
    }
  }
  await onServer(`create database ${name}`)
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return { url: url.href, drop: () => onServer(`drop database if exists ${name} with (force)`) }
}
