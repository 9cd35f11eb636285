/**
 * Demo-only pages (mounted in demo mode only): the outbox, the Google stand-in, the support
 * console, framed page, stand-ins and a publisher article page that carries the commenting unit
 * (whose script, units/routes.ts, is served in every mode).
 */
import { randomUUID } from 'node:crypto'
import { Hono } from 'hono'
import { counterCode, unitCode } from '../commenting/codes'
import { originOf, type Ctx, type Env } from '../platform/context'
import { fail } from '../platform/http-errors'
import { articleHtml, articleUrl, storyFor, STORIES } from './article'
import { embedCodeFor } from '../embeds/embed-code'
import { articleEmbed } from '../player/article'
import { demoPage, escapeHtml } from './pages'
import * as ratingCodes from '../ratings/codes'
import { readConfig } from '../site-products/ratings-units'

export const demoRoutes = new Hono<Env>()

/** Every e-mail the server sent, newest first, with its links clickable. */
demoRoutes.get('/demo/outbox', async (c) => {
  const { db } = c.get('services')
  const mails = await db.selectFrom('outbox').selectAll().orderBy('id', 'desc').limit(200).execute()
  const rows = mails
    .map(
      (
        m,
      ) => `<article class="card mail" data-to="${escapeHtml(m.to_email)}" data-kind="${escapeHtml(m.kind)}">
  <header><strong>${escapeHtml(m.subject)}</strong><span class="muted">to ${escapeHtml(m.to_email)} · ${new Date(m.created_at).toISOString().replace('T', ' ').slice(0, 16)} UTC</span></header>
  <pre>${escapeHtml(m.body)}</pre>
  ${m.link ? `<p><a class="button" href="${escapeHtml(m.link)}">Open link</a></p>` : ''}
</article>`,
    )
    .join('\n')
  return c.html(
    demoPage(
      'Outbox',
      `<h1>Outbox</h1><p class="muted">Every e-mail the demo server sent.</p>${rows || '<p>No e-mail yet.</p>'}`,
    ),
  )
})

/** JSON for tests: the newest e-mails, optionally for one address. */
demoRoutes.get('/api/demo/outbox', async (c) => {
  const { db } = c.get('services')
  let query = db.selectFrom('outbox').selectAll().orderBy('id', 'desc').limit(50)
  const to = c.req.query('to')
  if (to) query = query.where('to_email', '=', to.toLowerCase())
  const mails = await query.execute()
  return c.json({
    items: mails.map((m) => ({
      id: m.id,
      to: m.to_email,
      subject: m.subject,
      body: m.body,
      link: m.link,
      kind: m.kind,
      createdAt: m.created_at,
    })),
  })
})

/** The stand-in Google identity page (API-22): pick a demo account, or fail. */
demoRoutes.get('/demo/google', async (c) => {
  const { db } = c.get('services')
  const users = await db
    .selectFrom('users')
    .select(['email', 'first_name', 'last_name'])
    .where('is_support', '=', 0)
    .where('password_hash', 'is not', null)
    .orderBy('email')
    .execute()
  const choices = users
    .map(
      (u) =>
        `<button name="email" value="${escapeHtml(u.email)}">${escapeHtml(u.first_name)} ${escapeHtml(u.last_name)} <span class="muted">${escapeHtml(u.email)}</span></button>`,
    )
    .join('')
  return c.html(
    demoPage(
      'Sign in with Google (demo)',
      `<div class="narrow card"><h1>Choose an account</h1><p class="muted">A local stand-in for Google's sign-in page.</p>
<form method="post" action="/demo/google" class="stack">${choices}<button name="email" value="" class="secondary">Use another account (fails)</button></form></div>`,
    ),
  )
})

demoRoutes.post('/demo/google', async (c) => {
  const { db, sessions } = c.get('services')
  const form = await c.req.parseBody()
  const email = typeof form.email === 'string' ? form.email.trim().toLowerCase() : ''
  const user = email
    ? await db
        .selectFrom('users')
        .selectAll()
        .where('email', '=', email)
        .where('is_support', '=', 0)
        .where('password_hash', 'is not', null)
        .executeTakeFirst()
    : undefined
  if (!user) return c.redirect('/?auth_ref=FAILED', 302)
  // A new session id at every sign-in; the browser's old session (if any) ends.
  await sessions.signIn(c, user)
  return c.redirect(`/?auth_ref=GOOGLE&token_uuid=${randomUUID()}`, 302)
})

demoRoutes.get('/demo/support', (c) =>
  c.html(
    demoPage(
      'Support console',
      `<div id="support" class="narrow"></div><script type="module" src="/demo/assets/support.js"></script>`,
    ),
  ),
)

/** The kit gallery (demo/kit): every piece of src/ui in its states; `?build=lite` for preact. */
demoRoutes.get('/demo/kit', (c) => {
  const base = c.req.query('build') === 'lite' ? '/dist/lite' : '/dist'
  return c.html(
    demoPage(
      'Kit',
      `<pp-kit-gallery></pp-kit-gallery><script type="module" src="${base}/kit/main.js"></script>`,
    ),
  )
})

demoRoutes.get('/demo/framed', (c) =>
  c.html(
    demoPage(
      'Portal in a frame',
      `<h1>A partner page framing the portal</h1><p class="muted">The embeds area unlocks when framed; the feedback button and payment notice hide. On Trivia &amp; Polls the frame takes the height the portal reports, so it never scrolls inside.</p>
<iframe id="portal-frame" title="Publisher portal" src="/" style="display:block;width:100%;height:80vh;border:1px solid #cbd5e1;border-radius:8px;background:white"></iframe>
<script type="module" src="/demo/assets/framed.js"></script>`,
    ),
  ),
)

demoRoutes.get('/demo/new-portal', (c) =>
  c.html(
    demoPage(
      'Newer portal (stand-in)',
      '<div class="narrow card"><h1>The newer beta portal</h1><p>This stands in for the newer portal that moved screens open.</p><p><a href="/">Back to the publisher portal</a></p></div>',
    ),
  ),
)

for (const [path, title] of [
  ['/demo/terms', 'Terms of use'],
  ['/demo/privacy', 'Privacy policy'],
] as const) {
  demoRoutes.get(path, (c) =>
    c.html(demoPage(title, `<div class="narrow card"><h1>${title}</h1><p>Demo text.</p></div>`)),
  )
}

/** The seeded sites' home pages (linked from the Sites tab). */
demoRoutes.get('/demo/sites/:slug', async (c) => {
  const { db } = c.get('services')
  const slug = c.req.param('slug')
  const site = await db
    .selectFrom('sites')
    .select(['name', 'url'])
    .where('slug', '=', slug)
    .executeTakeFirst()
  if (!site) throw fail.notFound()
  return c.html(
    demoPage(
      site.name,
      `<div class="narrow card"><h1>${escapeHtml(site.name)}</h1><p>A demo publisher site.</p></div>`,
    ),
  )
})

/** A demo site's ads.txt, from demo_site_files (no row or a null file: 404), as a site serves it. */
demoRoutes.get('/demo/sites/:slug/ads.txt', async (c) => {
  const { db } = c.get('services')
  const file = await db
    .selectFrom('sites')
    .innerJoin('demo_site_files', 'demo_site_files.site_uuid', 'sites.site_uuid')
    .select('demo_site_files.adstxt')
    .where('sites.slug', '=', c.req.param('slug'))
    .executeTakeFirst()
  c.header('Cache-Control', 'no-store')
  if (!file || file.adstxt === null) return c.text('Not found', 404)
  return c.text(file.adstxt, 200, { 'Content-Type': 'text/plain; charset=utf-8' })
})

/**
 * A publisher article page with the commenting unit installed: the header code, a comments
 * counter by the headline and the unit below the article; with the site's ratings unit too, its
 * header code, its counter by the headline and the unit above the comments
 * (?site=<slug> or ?siteUUID=<uuid> — the ratings Test Page — and &page=<pageId>).
 */
demoRoutes.get('/demo/article', async (c) => {
  const { db } = c.get('services')
  const siteUUID = c.req.query('siteUUID')
  const pageId = c.req.query('page') || STORIES[0]!.pageId
  const site = await db
    .selectFrom('sites')
    .leftJoin('commenting_units', 'commenting_units.site_uuid', 'sites.site_uuid')
    .leftJoin('rating_units', 'rating_units.site_uuid', 'sites.site_uuid')
    .select([
      'sites.name',
      'sites.slug',
      'sites.site_uuid',
      'commenting_units.unit_uuid',
      'rating_units.unit_uuid as rating_unit_uuid',
    ])
    .where((eb) => {
      if (siteUUID) return eb('sites.site_uuid', '=', siteUUID)
      const key = c.req.query('site') || 'daily-planet'
      return eb.or([eb('sites.slug', '=', key), eb('sites.site_uuid', '=', key)])
    })
    .executeTakeFirst()
  if (!site) throw fail.notFound()
  // A site without a slug (added in the portal) is known by its id in links and addresses.
  const slug = site.slug ?? site.site_uuid
  const unit = site.unit_uuid
  const forPage = (html: string, page: string) => html.replace('YOUR_PAGE_ID', escapeHtml(page))
  // The embed player with one of the site's online embeds (issue 9).
  const embedUUID = await articleEmbed(db, site.site_uuid)
  return c.html(
    articleHtml({
      siteName: site.name,
      slug,
      story: storyFor(pageId),
      headerCode: unit ? unitCode(c, unit).headerCode : '',
      counter: (page) => (unit ? forPage(counterCode(c, unit).bodyCode, page) : ''),
      unitCode: unit
        ? forPage(unitCode(c, unit).bodyCode, pageId)
        : '<p class="no-unit">This site has no commenting unit yet.</p>',
      embed: embedUUID ? embedCodeFor(originOf(c), embedUUID) : null,
      ratings: site.rating_unit_uuid
        ? await ratingsCodeFor(c, site.rating_unit_uuid, slug, pageId)
        : null,
    }),
  )
})

/** The ratings unit's codes (API-117) with the page's address and id put in, as a publisher would. */
async function ratingsCodeFor(c: Ctx, unitUUID: string, slug: string, pageId: string) {
  const { enablePageId } = await readConfig(c.get('services').db, unitUUID, 'general')
  const fill = (html: string) =>
    html
      .replace('{articleURL}', escapeHtml(articleUrl(slug, pageId)))
      .replace('{extPageId}', escapeHtml(pageId))
  return {
    headerCode: ratingCodes.headerCode(c),
    counter: fill(ratingCodes.counterCode(unitUUID)),
    unit: fill(ratingCodes.unitCode(unitUUID, enablePageId)),
  }
}
