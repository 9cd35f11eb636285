/**
 * The fast lane of publishers' pages: a repeated public read or pasted script answered straight
 * from Node's request listener, before the app's routing and middleware run. Every reader of every
 * article makes these requests. Once the app has answered one (a public read from the public
 * cache, a script from the file cache), the lane keeps the final bytes and headers under the
 * request's exact path, query and Accept-Encoding, and answers the same request again for as long
 * as the answer stays valid: the public cache still holds the same entry, or the file on disk is
 * unchanged. An answer no longer valid (a save invalidated it, it expired, the file was rebuilt)
 * makes the lane step aside; the app answers and the lane notes the new one. A request carrying a
 * header that can change a read (a commenter token, a rater id) always goes to the app.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import { matchesEtag } from './public-cache'

/** Request headers that make a public read personal: the lane never answers them. */
const PERSONAL_HEADERS = ['x-commenter-token', 'x-rater-id']
/** Headers a 304 does not repeat (RFC 9110 15.4.5: it has no body). */
const BODY_HEADERS = new Set(['content-type', 'content-length', 'content-encoding'])

/** What the app answered, as the route that made it describes it (the context's `fastAnswer`). */
export interface FastAnswer {
  etag: string
  body: Uint8Array | string
  /** The headers of the body (Content-Type, Content-Encoding): a 304 the lane notes lacks them. */
  bodyHeaders: Record<string, string>
  /** Whether the answer is still what the app would send (checked on every use; cheap). */
  valid: () => boolean
}

interface Kept {
  bytes: number
  answer: FastAnswer
  body: Uint8Array
  headers: Record<string, string>
  notModified: Record<string, string>
}

/** The lane's key of a request: its path and query, and the encodings it accepts. */
const keyOf = (url: string, acceptEncoding: string | undefined) => `${url}\n${acceptEncoding ?? ''}`

export class FastLane {
  private readonly kept = new Map<string, Kept>()
  private bytes = 0
  /** Requests the lane answered (the bench and tests). */
  readonly stats = { served: 0 }

  /** `maxBytes`: the bodies and keys kept together (a reader chooses the query: it is bounded). */
  constructor(private readonly maxBytes = 64 * 1024 * 1024) {}

  /** Keeps the app's answer (a 200 or a 304) to a GET of `url` with these final headers. */
  note(url: string, acceptEncoding: string | undefined, answer: FastAnswer, headers: Headers) {
    const notModified: Record<string, string> = {}
    headers.forEach((value, name) => {
      if (!BODY_HEADERS.has(name)) notModified[name] = value
    })
    const body = typeof answer.body === 'string' ? Buffer.from(answer.body) : answer.body
    const all: Record<string, string> = { ...notModified }
    for (const [name, value] of Object.entries(answer.bodyHeaders)) all[name.toLowerCase()] = value
    all['content-length'] = String(body.length)
    const key = keyOf(url, acceptEncoding)
    this.drop(key)
    const bytes = key.length + body.length
    this.kept.set(key, { bytes, answer, body, headers: all, notModified })
    this.bytes += bytes
    for (const [oldest] of this.kept) {
      if (this.bytes <= this.maxBytes) break
      this.drop(oldest)
    }
  }

  private drop(key: string) {
    const kept = this.kept.get(key)
    if (!kept) return
    this.kept.delete(key)
    this.bytes -= kept.bytes
  }

  /** Answers `req` from memory and says so; false leaves it to the app. */
  serve(req: IncomingMessage, res: ServerResponse): boolean {
    if (req.method !== 'GET' || !req.url) return false
    const key = keyOf(req.url, req.headers['accept-encoding'])
    const kept = this.kept.get(key)
    if (!kept) return false
    if (PERSONAL_HEADERS.some((name) => req.headers[name] !== undefined)) return false
    if (!kept.answer.valid()) {
      this.drop(key)
      return false
    }
    this.stats.served++
    if (matchesEtag(req.headers['if-none-match'], kept.answer.etag)) {
      res.writeHead(304, kept.notModified)
      res.end()
    } else {
      res.writeHead(200, kept.headers)
      res.end(kept.body)
    }
    return true
  }
}
