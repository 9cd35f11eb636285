/**
 * A demo server as an operator runs it (`node --import tsx demo/server/main.ts`), in a child
 * process on a free loopback port, for tests of what only a real process shows: several
 * processes on one database, signals, exit codes. Resolves once it announces its address.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { createServer, type AddressInfo } from 'node:net'
import { resolve } from 'node:path'

const ROOT = resolve(import.meta.dirname, '../..')

export interface ServerProcess {
  child: ChildProcess
  origin: string
  /** What it printed, stdout and stderr. */
  output: string[]
}

export function freePort(): Promise<number> {
  return new Promise((done) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo
      probe.close(() => done(port))
    })
  })
}

/** Starts the server in demo mode with `env` over the test's own environment. */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'demo/server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(await freePort()),
      HOST: '127.0.0.1',
      PORTAL_MODE: 'demo',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const output: string[] = []
  return new Promise<ServerProcess>((done, failed) => {
    const timer = setTimeout(() => failed(new Error(`no start:\n${output.join('')}`)), 90_000)
    child.stdout!.on('data', (chunk: Buffer) => {
      output.push(String(chunk))
      const match = /on (http:\/\/127\.0\.0\.1:\d+)\//.exec(output.join(''))
      if (match) {
        clearTimeout(timer)
        done({ child, origin: match[1]!, output })
      }
    })
    child.stderr!.on('data', (chunk: Buffer) => output.push(String(chunk)))
    child.once('exit', (code) => failed(new Error(`exited ${code}:\n${output.join('')}`)))
  })
}

/** Sends `signal` and answers the exit code. */
export function stopServerProcess(server: ServerProcess, signal: NodeJS.Signals = 'SIGTERM') {
  const exited = new Promise<number | null>((done) =>
    server.child.exitCode !== null ? done(server.child.exitCode) : server.child.once('exit', done),
  )
  server.child.kill(signal)
  return exited
}

/** Signs `email` in on the process at `origin` with the demo password; answers its cookie header. */
export async function signInTo(origin: string, email: string, password: string): Promise<string> {
  const reply = await fetch(`${origin}/api/accounts/login`, {
    method: 'POST',
    headers: { origin, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: email, password }),
  })
  if (reply.status !== 200) throw new Error(`sign-in as ${email} gave ${reply.status}`)
  return reply.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ')
}
