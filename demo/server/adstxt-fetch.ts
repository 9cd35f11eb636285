/**
 * Fetches a site's ads.txt over the network for API-38/39, the way a crawler must when users
 * choose the address: http(s) only, a time limit over the whole exchange, a size cap, a few
 * redirects at most, and no private, loopback or link-local destination (every hop's host is
 * resolved and each of its addresses checked) except the demo server's own endpoint, which
 * hosts the demo sites.
 *
 * Known limit: the addresses are checked before fetch resolves the host again, so a DNS answer
 * that changes between the two (rebinding) is not caught; pinning the connection needs an HTTP
 * agent with its own lookup, which the built-in fetch does not take without the undici package.
 */
import { lookup } from 'node:dns/promises'
import { BlockList, isIP } from 'node:net'

/** Defaults: 5 s for the whole fetch, 256 KB, 3 redirects. Env overrides exist for tests. */
export function adsTxtLimits() {
  const num = (name: string, fallback: number) => {
    const value = Number(process.env[name])
    return Number.isFinite(value) && value > 0 ? value : fallback
  }
  return {
    timeoutMs: num('ADSTXT_TIMEOUT_MS', 5000),
    maxBytes: num('ADSTXT_MAX_BYTES', 256 * 1024),
    maxRedirects: 3,
  }
}

export type AdsTxtFailure =
  'refused' | 'timeout' | 'too_large' | 'unreachable' | 'bad_status' | 'too_many_redirects'

/** Why a fetch gave no answer to compare (nothing is stored for these). */
export class AdsTxtFetchError extends Error {
  constructor(
    readonly reason: AdsTxtFailure,
    message: string,
  ) {
    super(message)
    this.name = 'AdsTxtFetchError'
  }
}

/**
 * The server's own endpoint: the origin requests reached it at, and the local address and port
 * of that connection (null when the app runs without a socket, as in in-process tests).
 */
export interface OwnEndpoint {
  origin: string
  address: string | null
  port: number | null
}

export interface AdsTxtFetchOptions {
  own?: OwnEndpoint | null
  timeoutMs?: number
  maxBytes?: number
  maxRedirects?: number
  /** Host name → addresses (default: the system resolver). */
  resolve?: (host: string) => Promise<string[]>
}

/** `found`: a file was served (its text); otherwise the site answered that there is none. */
export type AdsTxtFetchResult =
  { found: true; text: string; url: string } | { found: false; url: string; status: number }

const blocked = new BlockList()
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
  blocked.addSubnet(net, prefix, 'ipv4')
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  // IPv4-mapped addresses (::ffff:a.b.c.d) are checked against the IPv4 rules by BlockList.
  ['64:ff9b::', 96], // NAT64 can reach private IPv4
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 23],
  ['2001:db8::', 32],
  ['2002::', 16], // 6to4 embeds any IPv4
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10],
  ['ff00::', 8], // multicast
] as const)
  blocked.addSubnet(net, prefix, 'ipv6')

const loopback = new BlockList()
loopback.addSubnet('127.0.0.0', 8, 'ipv4')
loopback.addAddress('::1', 'ipv6')

function family(address: string): 'ipv4' | 'ipv6' {
  return isIP(address) === 6 ? 'ipv6' : 'ipv4'
}

/** True for addresses no user-given URL may reach. */
export function isPrivateAddress(address: string): boolean {
  if (!isIP(address)) return true
  return blocked.check(address, family(address))
}

function plainAddress(address: string): string {
  return address.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i, '$1').toLowerCase()
}

function portOf(url: URL): number {
  return Number(url.port || (url.protocol === 'https:' ? 443 : 80))
}

/** The own-endpoint exception: same origin as the request, same port, loopback or own address. */
function isOwn(url: URL, address: string, own: OwnEndpoint | null | undefined): boolean {
  if (!own || own.port === null || url.origin !== own.origin || portOf(url) !== own.port)
    return false
  if (loopback.check(address, family(address))) return true
  return own.address !== null && plainAddress(address) === plainAddress(own.address)
}

async function systemResolve(host: string): Promise<string[]> {
  const answers = await lookup(host, { all: true, verbatim: true })
  return answers.map((a) => a.address)
}

/** Throws `refused` unless every address of the URL's host may be reached. */
async function checkDestination(
  url: URL,
  options: AdsTxtFetchOptions,
  deadline: Promise<never>,
): Promise<void> {
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new AdsTxtFetchError('refused', 'Only http and https addresses are checked')
  if (url.username || url.password)
    throw new AdsTxtFetchError('refused', 'Addresses with credentials are not checked')
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1')
  if (!host) throw new AdsTxtFetchError('refused', 'The address has no host')
  let addresses: string[]
  if (isIP(host)) addresses = [host]
  else {
    try {
      addresses = await Promise.race([(options.resolve ?? systemResolve)(host), deadline])
    } catch (error) {
      if (error instanceof AdsTxtFetchError) throw error
      throw new AdsTxtFetchError('unreachable', `The host ${host} could not be resolved`)
    }
  }
  if (!addresses.length) throw new AdsTxtFetchError('unreachable', `No address for ${host}`)
  for (const address of addresses) {
    if (isPrivateAddress(address) && !isOwn(url, address, options.own))
      throw new AdsTxtFetchError('refused', 'The address points to a private network')
  }
}

/** Reads at most `maxBytes` of the body; more aborts the transfer. */
async function readCapped(
  response: Response,
  maxBytes: number,
  abort: () => void,
): Promise<string> {
  const declared = Number(response.headers.get('content-length') ?? '')
  if (Number.isFinite(declared) && declared > maxBytes) {
    abort()
    throw new AdsTxtFetchError('too_large', 'The ads.txt file is too large')
  }
  if (!response.body) return ''
  const reader = response.body.getReader()
  const chunks: Uint8Array[] = []
  let total = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    total += value.byteLength
    if (total > maxBytes) {
      abort()
      await reader.cancel().catch(() => undefined)
      throw new AdsTxtFetchError('too_large', 'The ads.txt file is too large')
    }
    chunks.push(value)
  }
  return new TextDecoder('utf-8').decode(Buffer.concat(chunks))
}

const REDIRECTS = new Set([301, 302, 303, 307, 308])

/** Fetches `address` (an absolute URL) as an ads.txt file; see the module comment. */
export async function fetchAdsTxt(
  address: string,
  options: AdsTxtFetchOptions = {},
): Promise<AdsTxtFetchResult> {
  const defaults = adsTxtLimits()
  const timeoutMs = options.timeoutMs ?? defaults.timeoutMs
  const maxBytes = options.maxBytes ?? defaults.maxBytes
  const maxRedirects = options.maxRedirects ?? defaults.maxRedirects
  const controller = new AbortController()
  let timedOut = false
  let timer: NodeJS.Timeout | undefined
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      timedOut = true
      controller.abort()
      reject(new AdsTxtFetchError('timeout', 'The site did not answer in time'))
    }, timeoutMs)
  })
  deadline.catch(() => undefined)
  try {
    let url: URL
    try {
      url = new URL(address)
    } catch {
      throw new AdsTxtFetchError('refused', 'The address is not a valid URL')
    }
    for (let hop = 0; ; hop++) {
      await checkDestination(url, options, deadline)
      let response: Response
      try {
        response = await fetch(url, {
          redirect: 'manual',
          signal: controller.signal,
          headers: { accept: 'text/plain', 'user-agent': 'PublisherPortal-AdsTxt/1.0' },
          cache: 'no-store',
        })
      } catch {
        if (timedOut) throw new AdsTxtFetchError('timeout', 'The site did not answer in time')
        throw new AdsTxtFetchError('unreachable', 'The site could not be reached')
      }
      const location = response.headers.get('location')
      if (REDIRECTS.has(response.status) && location) {
        await response.body?.cancel().catch(() => undefined)
        if (hop >= maxRedirects)
          throw new AdsTxtFetchError('too_many_redirects', 'The site redirects too many times')
        try {
          url = new URL(location, url)
        } catch {
          throw new AdsTxtFetchError('bad_status', 'The site redirects to an invalid address')
        }
        continue
      }
      const status = response.status
      if (status >= 200 && status < 300) {
        const text = await readCapped(response, maxBytes, () => controller.abort())
        // A page instead of a text file (a "soft 404") is no ads.txt.
        const type = (response.headers.get('content-type') ?? '').toLowerCase()
        if (type.includes('text/html') || /^\s*<(!doctype|html)/i.test(text))
          return { found: false, url: url.href, status }
        return { found: true, text, url: url.href }
      }
      await response.body?.cancel().catch(() => undefined)
      // The site says there is no file (404, 410, 401, 403…); 408, 429 and 5xx are not answers.
      if (status >= 400 && status < 500 && status !== 408 && status !== 429)
        return { found: false, url: url.href, status }
      throw new AdsTxtFetchError('bad_status', `The site answered HTTP ${status}`)
    }
  } catch (error) {
    if (error instanceof AdsTxtFetchError && !(timedOut && error.reason === 'unreachable'))
      throw error
    if (timedOut) throw new AdsTxtFetchError('timeout', 'The site did not answer in time')
    throw new AdsTxtFetchError('unreachable', 'The site could not be reached')
  } finally {
    clearTimeout(timer)
  }
}
