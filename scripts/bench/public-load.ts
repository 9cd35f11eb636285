/**
 * The public-path bench's load generators (scripts/bench/public.ts): autocannon against one URL,
 * and the player's event batches over keep-alive connections. Both can spread their connections
 * over loopback source addresses: 127.0.0.0/8 is all local on Linux, so a server on 127.0.0.1
 * sees each connection's own address and its per-address limits count each apart.
 */
import { Agent, request } from 'node:http'
import { createRequire } from 'node:module'
import net from 'node:net'

export interface LoadResult {
  /** How long the load ran, the last answers included. */
  seconds: number
  reqPerSec: number
  p50: number
  p99: number
  total: number
  /** Answers neither 2xx nor 3xx, plus socket errors and timeouts. */
  failed: number
  /** Answers per status code (`error` for socket errors and timeouts). */
  statuses: Record<string, number>
}

interface CannonOptions {
  url: string
  connections: number
  duration?: number
  amount?: number
  method?: string
  headers?: Record<string, string>
  body?: string
}

interface CannonResult {
  duration: number
  errors: number
  timeouts: number
  '4xx': number
  '5xx': number
  statusCodeStats: Record<string, { count: number }>
  latency: { p50: number; p99: number }
  requests: { total: number }
}

type Cannon = (
  options: CannonOptions,
  done: (error: Error | null, result: CannonResult) => void,
) => unknown

// autocannon ships no types; only the fields read here are declared.
const autocannon = createRequire(import.meta.url)('autocannon') as Cannon

let nextAddress = 0
/** A loopback source address not handed out before in this process (127.0.1.1, 127.0.1.2, …). */
export function freshAddress(): string {
  const n = nextAddress++
  return `127.0.${1 + Math.floor(n / 250)}.${1 + (n % 250)}`
}

/**
 * Runs `load` with every `net.connect(port, '127.0.0.1')` bound to a fresh source address.
 * autocannon has no option for it and connects that way (lib/httpClient.js); connections opened
 * with an options object (fetch, pg) are left alone.
 */
async function fromFreshAddresses<T>(load: () => Promise<T>): Promise<T> {
  const connect = net.connect
  net.connect = ((...args: unknown[]) =>
    typeof args[0] === 'number' && args[1] === '127.0.0.1'
      ? connect({ port: args[0], host: args[1], localAddress: freshAddress() })
      : (connect as (...a: unknown[]) => net.Socket)(...args)) as typeof net.connect
  try {
    return await load()
  } finally {
    net.connect = connect
  }
}

/**
 * autocannon for `duration` seconds (or `amount` requests), summed up; with `spread`, each
 * connection from a source address of its own (freshAddress).
 */
export function cannon(options: CannonOptions, spread = false): Promise<LoadResult> {
  return spread ? fromFreshAddresses(() => cannonOnce(options)) : cannonOnce(options)
}

function cannonOnce(options: CannonOptions): Promise<LoadResult> {
  return new Promise((done, failed) => {
    autocannon({ timeout: 10, ...options } as CannonOptions, (error, result) => {
      if (error) return failed(error)
      const statuses = Object.fromEntries(
        Object.entries(result.statusCodeStats).map(([code, { count }]) => [code, count]),
      )
      const broken = result.errors + result.timeouts
      if (broken) statuses.error = broken
      done({
        seconds: result.duration,
        reqPerSec: result.requests.total / result.duration,
        p50: result.latency.p50,
        p99: result.latency.p99,
        total: result.requests.total,
        failed: result['4xx'] + result['5xx'] + broken,
        statuses,
      })
    })
  })
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]! : 0

/**
 * POSTs `body` to `url` for `seconds` over `connections` keep-alive connections, the i-th from
 * source address `addressOf(i)`, one request at a time on each.
 */
export async function postLoop(
  url: string,
  body: string,
  connections: number,
  seconds: number,
  addressOf: (i: number) => string,
): Promise<LoadResult> {
  const statuses: Record<string, number> = {}
  const times: number[] = []
  const count = (key: string) => (statuses[key] = (statuses[key] ?? 0) + 1)
  const started = performance.now()
  const deadline = started + seconds * 1000
  const one = (agent: Agent, localAddress: string) =>
    new Promise<void>((done) => {
      const at = performance.now()
      const req = request(
        url,
        {
          method: 'POST',
          agent,
          localAddress,
          headers: { 'content-type': 'application/json', origin: 'https://www.dailyplanet.test' },
        },
        (res) => {
          res.resume()
          res.on('end', () => {
            times.push(performance.now() - at)
            count(String(res.statusCode))
            done()
          })
        },
      )
      req.setTimeout(10_000, () => req.destroy(new Error('timeout')))
      req.on('error', () => {
        count('error')
        done()
      })
      req.end(body)
    })
  await Promise.all(
    Array.from({ length: connections }, async (_, i) => {
      const agent = new Agent({ keepAlive: true, maxSockets: 1 })
      while (performance.now() < deadline) await one(agent, addressOf(i))
      agent.destroy()
    }),
  )
  const elapsed = (performance.now() - started) / 1000
  times.sort((a, b) => a - b)
  const ok = (code: string) => /^[23]\d\d$/.test(code)
  return {
    seconds: elapsed,
    reqPerSec: times.length / elapsed,
    p50: percentile(times, 50),
    p99: percentile(times, 99),
    total: times.length,
    failed: Object.entries(statuses).reduce((n, [code, c]) => (ok(code) ? n : n + c), 0),
    statuses,
  }
}
