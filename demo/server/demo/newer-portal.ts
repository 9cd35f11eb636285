/**
 * /demo/newer-portal: how a newer portal uses the bundle (issue 14). Pages of its own, looking
 * nothing like the demo host (no lit host, its own header, layout and fonts), each dropping one
 * element — or two that share one session — with a hostile stylesheet (large root font size,
 * `button { all: unset }`, content-box sizing) that must not change the elements. The page does
 * no routing: the elements move themselves inside their area and open the full portal outside it.
 * `?build=lite` loads the preact build.
 */
import { Hono } from 'hono'
import type { Env } from '../platform/context'
import { EMBED_IDS } from '../embeds/seed'
import { escapeHtml } from './pages'

export const newerPortalRoutes = new Hono<Env>()

interface Placed {
  tag: string
  route: string
  /** Elements slotted inside this one (the shell frames an area element). */
  children?: Placed[]
  /** Other attributes the newer portal sets. */
  attributes?: Record<string, string>
}

interface Page {
  slug: string
  title: string
  /** Element tag and its route; two for the shared-session page. */
  elements: Placed[]
}

/** A page that drops one element at one route. */
const single = (slug: string, title: string, tag: string, route: string): Page => ({
  slug,
  title,
  elements: [{ tag, route }],
})

export const NEWER_PORTAL_PAGES: Page[] = [
  single('account', 'Account', 'pp-account-settings', '/dashboard/account/sites'),
  single('profile', 'Profile', 'pp-profile', '/dashboard/profile'),
  single('embeds', 'Trivia & Polls', 'pp-embeds', '/dashboard/embeds'),
  // The first demo account's first embed (sign in as owner@demo.test).
  single(
    'embed-builder',
    'Embed builder',
    'pp-embed-builder',
    `/dashboard/embeds/management/customize?embed=${EMBED_IDS.demo[0]}`,
  ),
  single('home', 'Home', 'pp-home', '/dashboard/home'),
  single('analytics', 'Analytics', 'pp-analytics', '/dashboard/analytics/detail/questionsanswered'),
  single('reports', 'Reports', 'pp-reports', '/dashboard/reports'),
  single('commenting', 'Commenting', 'pp-commenting', '/dashboard/commenting'),
  single('ratings', 'Ratings', 'pp-ratings', '/dashboard/ratings'),
  {
    slug: 'signin',
    title: 'Log in',
    elements: [
      { tag: 'pp-auth', route: '/auth/signin', attributes: { 'google-auth-url': '/demo/google' } },
    ],
  },
  single('not-found', 'Not found', 'pp-error', '/error/404'),
  {
    slug: 'shell',
    title: 'Shell and profile',
    elements: [
      {
        tag: 'pp-shell',
        route: '/dashboard/profile',
        children: [{ tag: 'pp-profile', route: '/dashboard/profile' }],
      },
    ],
  },
  {
    slug: 'together',
    title: 'Two at once',
    elements: [
      { tag: 'pp-profile', route: '/dashboard/profile' },
      { tag: 'pp-account-settings', route: '/dashboard/account/general' },
    ],
  },
]

function page(current: Page | null, lite: boolean): string {
  const base = lite ? '/dist/lite' : '/dist'
  const query = lite ? '?build=lite' : ''
  const nav = NEWER_PORTAL_PAGES.map(
    (p) =>
      `<a href="/demo/newer-portal/${p.slug}${query}"${p === current ? ' aria-current="page"' : ''}>${escapeHtml(p.title)}</a>`,
  ).join('')
  const placed = (e: Placed): string =>
    `<${e.tag} route="${escapeHtml(e.route)}"${Object.entries(e.attributes ?? {})
      .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
      .join('')}>${(e.children ?? []).map(placed).join('')}</${e.tag}>`
  const all = (list: Placed[]): Placed[] => list.flatMap((e) => [e, ...all(e.children ?? [])])
  const tags = [...new Set(all(current?.elements ?? []).map((e) => e.tag))]
  const body = current
    ? current.elements
        .map(
          (e) =>
            `<section class="slot"><p class="slot-label">&lt;${e.tag}&gt;</p>${placed(e)}</section>`,
        )
        .join('')
    : '<section class="slot"><p>Pick a page: each drops one element of the publisher portal bundle into this page, which does no routing of its own.</p></section>'
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<link rel="icon" href="data:,">
<title>${escapeHtml(current?.title ?? 'Home')} · Newer portal</title>
<link rel="stylesheet" href="/demo/assets/newer-portal.css">
${tags.map((t) => `<script type="module" src="${base}/elements/${t}.js"></script>`).join('\n')}
<script type="module" src="/demo/assets/newer-portal.js"></script>
</head><body>
<header class="np-header"><a class="np-brand" href="/demo/newer-portal${query}">Newer Portal</a><nav>${nav}</nav></header>
<main class="np-main">${body}<aside class="np-events"><h2>Events from the elements</h2><ol id="np-event-log" aria-live="polite"></ol></aside></main>
</body></html>`
}

newerPortalRoutes.get('/demo/newer-portal', (c) =>
  c.html(page(null, c.req.query('build') === 'lite')),
)

newerPortalRoutes.get('/demo/newer-portal/:slug', (c) => {
  const current = NEWER_PORTAL_PAGES.find((p) => p.slug === c.req.param('slug'))
  if (!current) return c.notFound()
  return c.html(page(current, c.req.query('build') === 'lite'))
})
