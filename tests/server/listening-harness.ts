/**
 * A harness behind a real server listening on 127.0.0.1, for the calls that fetch over HTTP from
 * the server's own origin (ads.txt, Open Graph): `routes` answers the test-only paths first, the
 * app the rest. `net` is the harness whose clients call through that server, `base` its address;
 * `outsideBase` is another loopback server answering `outside` (loopback, but not the portal).
 */
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { after, before } from 'node:test'
import { serve } from '@hono/node-server'
import { ORIGIN, startHarness, type Harness } from './harness'

export function listeningHarness(options: {
  routes: (request: Request) => Promise<Response | null>
  outside: { type: string; body: string }
  /** Runs before the servers close (opens the gates a pending test route still awaits). */
  beforeClose?: () => void
}) {
  const site = { h: {} as Harness, net: {} as Harness, base: '', outsideBase: '' }
  const { h, net } = site
  let server: ReturnType<typeof serve>
  let outside: Server
  before(async () => {
    Object.assign(h, await startHarness({ allowedOrigins: [ORIGIN] }))
    await new Promise<void>((ready) => {
      server = serve(
        {
          fetch: async (request, env) =>
            (await options.routes(request)) ?? h.app.fetch(request, env as never),
          hostname: '127.0.0.1',
          port: 0,
        },
        (info) => {
          site.base = `http://127.0.0.1:${info.port}`
          // Relative site URLs resolve against the configured origin (PUBLIC_URL, in demo mode the
          // listening address), never the Host header: here the address this server listens on.
          h.config.publicUrl = site.base
          ready()
        },
      )
    })
    // The Client talks to the listening server instead of calling the app in-process.
    Object.assign(net, h, {
      app: {
        // fetch sets the body's length itself (undici refuses a second content-length).
        request: (url: string, { headers, ...init }: RequestInit) => {
          const { 'content-length': _length, ...rest } = headers as Record<string, string>
          return fetch(url.replace(ORIGIN, site.base), { ...init, headers: rest })
        },
      } as unknown as Harness['app'],
    })
    outside = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': options.outside.type })
      res.end(options.outside.body)
    })
    await new Promise<void>((ready) => outside.listen(0, '127.0.0.1', ready))
    site.outsideBase = `http://127.0.0.1:${(outside.address() as AddressInfo).port}`
  })
  after(async () => {
    options.beforeClose?.()
    ;(server as unknown as { closeAllConnections?: () => void }).closeAllConnections?.()
    outside.closeAllConnections()
    await new Promise((done) => server.close(done))
    await new Promise((done) => outside.close(done))
    await h.close()
  })
  return site
}
