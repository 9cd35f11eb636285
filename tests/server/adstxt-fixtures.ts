/**
 * Shared by the ads.txt tests (API-38, API-39, ACCT-17..22): a harness behind a listening server,
 * so the checks really fetch the demo sites' files over HTTP, with test-only files on its own
 * origin (slow, large, a page, redirects, an error); each test starts from the seeded sites, files
 * and no stored checks. Refused and failed checks store nothing (TABLES).
 */
import { beforeEach } from 'node:test'
import { demoAdsTxt, requiredAdsTxt } from '../../demo/server/seed'
import { api, gate, IDS, signedIn } from './harness'
import { listeningHarness } from './listening-harness'

export const [DAILY, GOTHAM, METRO, OTHER_TIMES] = IDS.sites as [string, string, string, string]
export const REQUIRED = requiredAdsTxt('pub-1001')
export const TABLES = ['adstxt_checks', 'demo_site_files', 'sites']

/** How often each test-only path was fetched (cleared before each test). */
export const hits = new Map<string, number>()
/** The slow and counted files answer once their test opens the gate, not after a guessed sleep. */
export const gates = { slow: gate(), counted: gate() }

/** Test-only paths on the server's own origin; everything else goes to the portal app. */
async function testRoutes(request: Request): Promise<Response | null> {
  const path = new URL(request.url).pathname
  if (!path.startsWith('/test/')) return null
  hits.set(path, (hits.get(path) ?? 0) + 1)
  switch (path) {
    case '/test/slow/ads.txt':
      await gates.slow.wait()
      return new Response(REQUIRED.join('\n'))
    case '/test/big/ads.txt':
      return new Response(`${REQUIRED.join('\n')}\n${'#'.repeat(300 * 1024)}`)
    case '/test/big-chunked/ads.txt': {
      const chunk = new TextEncoder().encode(`${'x, 1, DIRECT\n'.repeat(1000)}`)
      let sent = 0
      return new Response(
        new ReadableStream({
          pull(controller) {
            if (sent++ > 100) controller.close()
            else controller.enqueue(chunk)
          },
        }),
      )
    }
    case '/test/html/ads.txt':
      return new Response('<!doctype html><title>Not found</title>', {
        headers: { 'content-type': 'text/html' },
      })
    case '/test/error/ads.txt':
      return new Response('down', { status: 503 })
    case '/test/to-private/ads.txt':
      return Response.redirect('http://10.0.0.1/ads.txt', 302)
    case '/test/to-own/ads.txt':
      return Response.redirect(`${listening.base}/demo/sites/daily-planet/ads.txt`, 301)
    case '/test/loop/ads.txt':
      return Response.redirect(`${listening.base}/test/loop/ads.txt`, 302)
    case '/test/counted/ads.txt':
      await gates.counted.wait()
      return new Response(REQUIRED.join('\n'))
    default:
      return new Response('nothing here', { status: 404 })
  }
}

export const listening = listeningHarness({
  routes: testRoutes,
  outside: { type: 'text/plain', body: REQUIRED.join('\n') },
  beforeClose: () => {
    gates.slow.open()
    gates.counted.open()
  },
})
const { h, net } = listening

const SEEDED = [
  [DAILY, '/demo/sites/daily-planet', demoAdsTxt('complete', 'pub-1001')],
  [GOTHAM, '/demo/sites/gotham-gazette', demoAdsTxt('partial', 'pub-1001')],
  [METRO, '/demo/sites/metro-weekly', demoAdsTxt('absent', 'pub-1001')],
  [OTHER_TIMES, '/demo/sites/other-times', demoAdsTxt('complete', 'pub-2002')],
] as const

beforeEach(async () => {
  hits.clear()
  await h.db.deleteFrom('adstxt_checks').execute()
  await h.db.deleteFrom('rate_limits').execute()
  for (const [site, url, file] of SEEDED) {
    await h.db.updateTable('sites').set({ url }).where('site_uuid', '=', site).execute()
    await h.db
      .updateTable('demo_site_files')
      .set({ adstxt: file })
      .where('site_uuid', '=', site)
      .execute()
  }
})

export const status = (site: string, account = IDS.demoAccount) =>
  api(`/sites/${site}/adstxt?accountUUID=${account}`)
export const verify = (site: string) => api(`/sites/${site}/adstxt/verify`)

export const owner = () => signedIn(net, 'owner@demo.test')
export const support = () => signedIn(net, 'support@demo.test')
export const setUrl = (site: string, url: string) =>
  h.db.updateTable('sites').set({ url }).where('site_uuid', '=', site).execute()
export const storedCheck = (site: string) =>
  h.db.selectFrom('adstxt_checks').selectAll().where('site_uuid', '=', site).executeTakeFirst()
