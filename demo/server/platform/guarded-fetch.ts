/**
 * Fetching a URL a user chose (the ads.txt check, the Open Graph reader): http(s) only, no
 * credentials in the URL, a time limit over the whole exchange, a size cap on the body, a few
 * redirects at most, each hop checked again, and no private, loopback, link-local or otherwise
 * internal destination unless the caller's `allow` says so (the demo's own sites).
 *
 * Every hop's host is resolved once; every address it resolves to must pass, and the request
 * then connects only to those checked addresses through the socket's `lookup` hook: no
 * second DNS lookup happens, so an answer that changes between the check and the connection
 * (DNS rebinding) cannot reach an internal address. TLS still verifies the certificate against
 * the host name.
 */
import { lookup as dnsLookup } from 'node:dns/promises'
import { request as httpRequest, type IncomingMessage } from 'node:http'
import { request as httpsRequest } from 'node:https'
import { BlockList, isIP, type LookupFunction } from 'node:net'

export type GuardedFetchFailure =
  'refused' | 'timeout' | 'too_large' | 'unreachable' | 'too_many_redirects' | 'bad_redirect'

/** An error with a machine-readable reason; named after its class (`GuardedFetchError`…). */
export class ReasonError<R extends string> extends Error {
  constructor(
    readonly reason: R,
    message: string,
  ) {
    super(message)
    this.name = new.target.name
  }
}

/** Why a fetch gave no answer. */
export class GuardedFetchError extends ReasonError<GuardedFetchFailure> {}

export interface GuardedFetchOptions {
  /** The whole exchange, redirects and body included. */
  timeoutMs: number
  /** Body size cap (bytes); a larger body fails with `too_large`. */
  maxBytes: number
  maxRedirects: number
  headers?: Record<string, string>
  /** Host name → addresses (default: the system resolver). Called once per hop. */
  resolve?: (host: string) => Promise<string[]>
  /** An exception to the private-address rule for this URL and address (e.g. the own server). */
  allow?: (url: URL, address: string) => boolean
}

/** The final answer: its status, headers and URL; `text` is the body of a 2xx answer only. */
export interface GuardedResponse {
  status: number
  headers: Headers
  url: string
  text: string
}

const blocked4 = new BlockList()
for (const [net, prefix] of [
  ['0.0.0.0', 8], // "this" network
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const)
  blocked4.addSubnet(net, prefix, 'ipv4')

// IPv6 ranges without an embedded IPv4 address (those are decoded below and checked as IPv4).
const blocked6 = new BlockList()
for (const [net, prefix] of [
  ['64:ff9b:1::', 48], // local-use NAT64
  ['100::', 64], // discard
  ['2001::', 23], // IETF protocol assignments (Teredo included)
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4 embeds any IPv4
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
] as const)
  blocked6.addSubnet(net, prefix, 'ipv6')

/** The eight 16-bit groups of an IPv6 address (a dotted IPv4 tail included), or null. */
function ipv6Groups(address: string): number[] | null {
  let text = address.toLowerCase()
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text)
  if (dotted) {
    if (isIP(dotted[1]!) !== 4) return null
    const [a, b, c, d] = dotted[1]!.split('.').map(Number) as [number, number, number, number]
    text = `${text.slice(0, -dotted[1]!.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`
  }
  const halves = text.split('::')
  if (halves.length > 2) return null
  const part = (s: string) => (s === '' ? [] : s.split(':').map((g) => parseInt(g, 16)))
  const head = part(halves[0]!)
  const tail = halves.length === 2 ? part(halves[1]!) : []
  const fill = 8 - head.length - tail.length
  if (halves.length === 1 ? fill !== 0 : fill < 0) return null
  const groups = [...head, ...Array.from({ length: fill }, () => 0), ...tail]
  return groups.every((g) => Number.isInteger(g) && g >= 0 && g <= 0xffff) ? groups : null
}

const v4Of = (hi: number, lo: number) => `${hi >> 8}.${hi & 0xff}.${lo >> 8}.${lo & 0xff}`

/**
 * True for addresses no user-given URL may reach: IPv4 private, loopback, link-local, CGNAT,
 * 0.0.0.0/8, multicast and reserved; IPv6 loopback and unspecified, every IPv4-compatible
 * (::/96) and IPv4-translated (::ffff:0:0/96) address, IPv4-mapped (::ffff:0:0/96) and NAT64
 * (64:ff9b::/96) addresses of such an IPv4 address in any spelling, unique-local, link-local,
 * site-local, multicast, 6to4, Teredo and documentation ranges, and anything that is not an IP.
 */
export function isPrivateAddress(address: string): boolean {
  const version = isIP(address)
  if (version === 4) return blocked4.check(address, 'ipv4')
  if (version !== 6 || address.includes('%')) return true
  const g = ipv6Groups(address)
  if (!g) return true
  const zero = (from: number, to: number) => g.slice(from, to).every((x) => x === 0)
  // ::/96: the unspecified address, loopback and the deprecated IPv4-compatible form.
  if (zero(0, 6)) return true
  // ::ffff:a.b.c.d (mapped): what the IPv4 address is.
  if (zero(0, 5) && g[5] === 0xffff) return blocked4.check(v4Of(g[6]!, g[7]!), 'ipv4')
  // ::ffff:0:a.b.c.d (translated): never a public host's address.
  if (zero(0, 4) && g[4] === 0xffff && g[5] === 0) return true
  // 64:ff9b::a.b.c.d (NAT64): what the IPv4 address is.
  if (g[0] === 0x64 && g[1] === 0xff9b && zero(2, 6))
    return blocked4.check(v4Of(g[6]!, g[7]!), 'ipv4')
  const canonical = g.map((x) => x.toString(16)).join(':')
  return blocked6.check(canonical, 'ipv6')
}

async function systemResolve(host: string): Promise<string[]> {
  const answers = await dnsLookup(host, { all: true, verbatim: true })
  return answers.map((a) => a.address)
}

/** Resolves the URL's host once and returns its addresses, all checked, or throws `refused`. */
async function checkedAddress(
  url: URL,
  options: GuardedFetchOptions,
  deadline: Promise<never>,
): Promise<string[]> {
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new GuardedFetchError('refused', 'Only http and https addresses are fetched')
  if (url.username || url.password)
    throw new GuardedFetchError('refused', 'Addresses with credentials are not fetched')
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1')
  if (!host) throw new GuardedFetchError('refused', 'The address has no host')
  let addresses: string[]
  if (isIP(host)) addresses = [host]
  else {
    try {
      addresses = await Promise.race([(options.resolve ?? systemResolve)(host), deadline])
    } catch (error) {
      if (error instanceof GuardedFetchError) throw error
      throw new GuardedFetchError('unreachable', `The host ${host} could not be resolved`)
    }
  }
  if (!addresses.length) throw new GuardedFetchError('unreachable', `No address for ${host}`)
  for (const address of addresses) {
    if (!isIP(address))
      throw new GuardedFetchError('refused', 'The host resolved to something not an address')
    if (isPrivateAddress(address) && !options.allow?.(url, address))
      throw new GuardedFetchError('refused', 'The address points to a private network')
  }
  return addresses
}

/**
 * A socket lookup that answers with the checked addresses only (no second DNS lookup): all of
 * them when the socket tries several (happy eyeballs), else the first.
 */
function pinnedLookup(addresses: readonly string[]): LookupFunction {
  const answers = addresses.map((address) => ({ address, family: isIP(address) }))
  return (_hostname, options, callback) => {
    const cb = callback as (...args: unknown[]) => void
    if ((options as { all?: boolean }).all) cb(null, answers)
    else cb(null, answers[0]!.address, answers[0]!.family)
  }
}

function toHeaders(message: IncomingMessage): Headers {
  const headers = new Headers()
  for (const [name, value] of Object.entries(message.headers)) {
    if (value === undefined) continue
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v)
  }
  return headers
}

/** One request to the pinned address; resolves when the headers arrive. */
function requestOnce(
  url: URL,
  addresses: readonly string[],
  options: GuardedFetchOptions,
  signal: AbortSignal,
): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest
    const req = send(
      url,
      {
        method: 'GET',
        headers: { 'accept-encoding': 'identity', ...options.headers },
        lookup: pinnedLookup(addresses),
        agent: false,
        signal,
      },
      resolve,
    )
    req.on('error', reject)
    req.end()
  })
}

/** Reads at most `maxBytes` of the body; more destroys the response. */
function readCapped(response: IncomingMessage, maxBytes: number): Promise<string> {
  const declared = Number(response.headers['content-length'] ?? '')
  if (Number.isFinite(declared) && declared > maxBytes) {
    response.destroy()
    return Promise.reject(new GuardedFetchError('too_large', 'The file is too large'))
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let total = 0
    response.on('data', (chunk: Buffer) => {
      total += chunk.byteLength
      if (total > maxBytes) {
        response.destroy()
        reject(new GuardedFetchError('too_large', 'The file is too large'))
        return
      }
      chunks.push(chunk)
    })
    response.on('end', () => resolve(new TextDecoder('utf-8').decode(Buffer.concat(chunks))))
    response.on('error', reject)
    response.on('close', () => {
      if (!response.complete)
        reject(new GuardedFetchError('unreachable', 'The connection closed early'))
    })
  })
}

const REDIRECTS = new Set([301, 302, 303, 307, 308])

/** GETs `address` (an absolute URL) under the rules in the module comment. */
/**
 * The server's own endpoint: the origin requests reached it at, and the local address and port
 * of that connection (null when the app runs without a socket, as in in-process tests).
 */
export interface OwnEndpoint {
  origin: string
  address: string | null
  port: number | null
}

const ownLoopback = new BlockList()
ownLoopback.addSubnet('127.0.0.0', 8, 'ipv4')
ownLoopback.addAddress('::1', 'ipv6')
const plainAddress = (address: string) =>
  address.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i, '$1').toLowerCase()
const portOf = (url: URL) => Number(url.port || (url.protocol === 'https:' ? 443 : 80))

/**
 * The own-endpoint exception of the fetchers (ads.txt, Open Graph): a URL of the server's own
 * origin and port, resolved to loopback or to the connection's own address (the demo's sites).
 */
export function isOwnEndpoint(url: URL, address: string, own: OwnEndpoint | null | undefined) {
  if (!own || own.port === null || url.origin !== own.origin || portOf(url) !== own.port)
    return false
  if (ownLoopback.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4')) return true
  return own.address !== null && plainAddress(address) === plainAddress(own.address)
}

export async function guardedFetch(
  address: string,
  options: GuardedFetchOptions,
): Promise<GuardedResponse> {
  const controller = new AbortController()
  let timedOut = false
  let timer: NodeJS.Timeout | undefined
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      timedOut = true
      controller.abort()
      reject(new GuardedFetchError('timeout', 'The site did not answer in time'))
    }, options.timeoutMs)
  })
  deadline.catch(() => undefined)
  try {
    let url: URL
    try {
      url = new URL(address)
    } catch {
      throw new GuardedFetchError('refused', 'The address is not a valid URL')
    }
    for (let hop = 0; ; hop++) {
      const pinned = await checkedAddress(url, options, deadline)
      let response: IncomingMessage
      try {
        response = await Promise.race([
          requestOnce(url, pinned, options, controller.signal),
          deadline,
        ])
      } catch (error) {
        if (error instanceof GuardedFetchError) throw error
        throw new GuardedFetchError('unreachable', 'The site could not be reached')
      }
      const status = response.statusCode ?? 0
      const location = response.headers.location
      if (REDIRECTS.has(status) && location) {
        response.destroy()
        if (hop >= options.maxRedirects)
          throw new GuardedFetchError('too_many_redirects', 'The site redirects too many times')
        try {
          url = new URL(location, url)
        } catch {
          throw new GuardedFetchError('bad_redirect', 'The site redirects to an invalid address')
        }
        continue
      }
      const headers = toHeaders(response)
      if (status >= 200 && status < 300) {
        const text = await Promise.race([readCapped(response, options.maxBytes), deadline])
        return { status, headers, url: url.href, text }
      }
      response.destroy()
      return { status, headers, url: url.href, text: '' }
    }
  } catch (error) {
    if (timedOut) throw new GuardedFetchError('timeout', 'The site did not answer in time')
    if (error instanceof GuardedFetchError) throw error
    throw new GuardedFetchError('unreachable', 'The site could not be reached')
  } finally {
    clearTimeout(timer)
  }
}
