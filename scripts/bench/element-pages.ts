/**
 * The start part's pages: one per element and build that loads only that element's module
 * script and mounts it, served from the dist/ snapshot with stub API answers; and one cold load
 * of such a page (a fresh browser context, so nothing is cached).
 */
import { createServer, type Server } from 'node:http'
import { posix } from 'node:path'
import type { Browser } from 'playwright-core'
import { BUILD_DIR, LOAD_TIMEOUT_MS, type Build } from './shared'

/** Markup per known element; an element added later gets a generic mount (see mountFor). */
const MOUNTS: Record<string, string> = {
  'pp-auth': '<pp-auth route="/auth/signin"></pp-auth>',
  'pp-error': '<pp-error route="/error/404" account-uuid="a" user-uuid="u"></pp-error>',
  'pp-profile':
    '<pp-profile route="/dashboard/profile" account-uuid="a" user-uuid="u" new-portal-url="/x"></pp-profile>',
  'pp-embeds':
    '<pp-embeds route="/dashboard/embeds" account-uuid="a" user-uuid="u" permissions=\'["manageEmbeds"]\'></pp-embeds>',
  'pp-shell':
    '<pp-shell route="/dashboard/home" account-uuid="a" user-uuid="u" permissions=\'["home.adMetrics"]\' timers=\'{"loadingScreenMs":0}\'></pp-shell>',
  'pp-reports':
    '<pp-reports route="/dashboard/reports" account-uuid="a" user-uuid="u" permissions=\'["home.adMetrics"]\'></pp-reports>',
  'pp-ratings':
    '<pp-ratings route="/dashboard/ratings" account-uuid="a" user-uuid="u" permissions=\'[]\'></pp-ratings>',
}
const mountFor = (tag: string) => MOUNTS[tag] ?? `<${tag} account-uuid="a" user-uuid="u"></${tag}>`

const MIME: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json',
  '.css': 'text/css',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
}

function pageHtml(build: Build, tag: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${tag} (${build})</title></head>
<body>
${mountFor(tag)}
<script type="module" src="/${BUILD_DIR[build]}elements/${tag}.js"></script>
</body></html>`
}

export function startStaticServer(files: Map<string, Buffer>): Promise<Server> {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x')
    const path = decodeURIComponent(url.pathname)
    const send = (status: number, type: string, body: string | Buffer) => {
      res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' })
      res.end(body)
    }
    const page = /^\/bench\/(react|lite)\/([\w-]+)\.html$/.exec(path)
    if (page) return send(200, MIME['.html']!, pageHtml(page[1] as Build, page[2]!))
    if (path === '/api/accounts/auth/session')
      return send(200, MIME['.json']!, JSON.stringify({ signedIn: false }))
    // The shell reads `permissions` from this one; everything else gets an empty list.
    if (/^\/api\/accounts\/users\/[^/]+\/permissions$/.test(path))
      return send(200, MIME['.json']!, JSON.stringify({ permissions: ['home.adMetrics'] }))
    if (path.startsWith('/api/')) return send(200, MIME['.json']!, JSON.stringify({ items: [] }))
    const file = files.get(path.slice(1))
    if (file) return send(200, MIME[posix.extname(path)] ?? 'application/octet-stream', file)
    if (path === '/favicon.ico') return send(204, 'text/plain', '')
    send(404, 'text/plain', 'Not found')
  })
  return new Promise((done) => server.listen(0, '127.0.0.1', () => done(server)))
}

export interface LoadResult {
  /** Entry fetchStart → pp-ready mark. */
  ms: number | null
  /** Entry fetchStart → responseEnd of the last script the page fetched before pp-ready. */
  jsMs: number | null
  errors: string[]
}

export async function loadOnce(
  browser: Browser,
  origin: string,
  build: Build,
  tag: string,
): Promise<LoadResult> {
  const context = await browser.newContext()
  const errors: string[] = []
  try {
    const page = await context.newPage()
    page.on('pageerror', (e) => errors.push(e.message))
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text())
    })
    await page.goto(`${origin}/bench/${build}/${tag}.html`)
    const script = `${origin}/${BUILD_DIR[build]}elements/${tag}.js`
    const handle = await page.waitForFunction(
      ([mark, url]) => {
        const ready = performance.getEntriesByName(mark!, 'mark')[0]
        const entry = performance.getEntriesByName(url!, 'resource')[0] as
          PerformanceResourceTiming | undefined
        if (!ready || !entry) return false
        const scripts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
          .filter((e) => e.initiatorType === 'script' || e.name.endsWith('.js'))
          .filter((e) => e.responseEnd <= ready.startTime)
        const lastJs = Math.max(...scripts.map((e) => e.responseEnd))
        return [ready.startTime - entry.fetchStart, lastJs - entry.fetchStart]
      },
      [`pp-ready:${tag}`, script],
      { timeout: LOAD_TIMEOUT_MS, polling: 20 },
    )
    const [readyMs, jsMs] = (await handle.jsonValue()) as [number, number]
    return { ms: readyMs, jsMs, errors }
  } catch (error) {
    errors.push(`no pp-ready: ${(error as Error).message.split('\n')[0]}`)
    return { ms: null, jsMs: null, errors }
  } finally {
    await context.close()
  }
}
