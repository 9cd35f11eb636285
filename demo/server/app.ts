/** The demo server's Hono app: middleware, the services under /api/<service>, demo pages, the bundle. */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import type { IncomingMessage } from 'node:http'
import { resolve } from 'node:path'
import { serveStatic } from '@hono/node-server/serve-static'
import { Hono, type Context } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { cors } from 'hono/cors'
import { accountRoutes } from './accounts/routes'
import { adsTxtRoutes } from './adstxt/routes'
import { GOOGLE_START, googleRoutes } from './auth/google-oidc'
import { fileStoreFor } from './platform/file-store'
import { observeRequests } from './platform/request-observer'
import { OPENAPI_PATH, openApiDocument } from './platform/openapi'
import { authRoutes } from './auth/routes'
import { invitationRoutes } from './auth/invitation-routes'
import { passwordRoutes } from './auth/password-routes'
import { accessRoutes, supportCommentingRoutes } from './commenting/access-routes'
import { addonRoutes } from './commenting/addon-routes'
import { configRoutes } from './commenting/config-routes'
import { emailRoutes } from './commenting/email-routes'
import { imageRoutes } from './commenting/image-routes'
import { metricsRoutes } from './commenting/metrics-routes'
import { moderationRoutes } from './commenting/moderation-routes'
import { publicRoutes } from './commenting/public-routes'
import { notifyRoutes } from './commenting/notify-routes'
import { notifyDemoRoutes } from './commenting/notify-demo-routes'
import { pubPortalRoutes } from './commenting/pub-portal-routes'
import type { ServerConfig } from './platform/config'
import { agreementGate, writeBudget, type Env, type Services } from './platform/context'
import { databaseReadiness, type DB } from './platform/db'
import { newerPortalRoutes } from './demo/newer-portal'
import { demoRoutes } from './demo/routes'
import { embedAnalyticsRoutes, embedEmailRoutes } from './embeds/metrics-routes'
import { metricListRoutes, metricRoutes, reportingRoutes } from './metrics/routes'
import { reportRunRoutes } from './reports/run-routes'
import { embedRoutes } from './embeds/routes'
import { labelRoutes } from './embeds/label-routes'
import { saveRoutes } from './embeds/save-routes'
import { errorResponse } from './platform/http-errors'
import { accountImageRoutes, imageFileRoutes } from './images/routes'
import { createMailer, runWithMailer, type Mailer } from './platform/mailer'
import { paymentRoutes } from './payments/routes'
import { playerEventRoutes, playerRoutes } from './player/routes'
import { EventBuffer } from './player/event-buffer'
import { playerScriptRoutes } from './player/script-routes'
import { cacheTags, PublicCache } from './platform/public-cache'
import type { FastLane } from './platform/public-fast-lane'
import { RateLimiter } from './platform/rate-limit'
import { reportDemoRoutes } from './reports/demo-routes'
import { reportFileProducer, type ReportProducer } from './reports/delivery'
import { reportRoutes } from './reports/routes'
import { ratingsRoutes } from './ratings/routes'
import { ratingsExportRoutes } from './ratings/export-routes'
import { ratingsPublicRoutes } from './ratings/public-routes'
import { securityHeaders } from './platform/security-headers'
import { csrf, hostGate, UNSAFE } from './platform/request-guards'
import { hostPage } from './platform/host-page'
import { Sessions } from './platform/sessions'
import { distFiles } from './platform/static-files'
import { supportRoutes } from './support/routes'
import { unitRoutes } from './units/routes'
import { userRoutes } from './users/routes'
import { utilRoutes } from './utils/routes'

/** API-30..34: the payment saves (POST accounts/{id}/paymentinfo/{type}, PUT paymentinfo/{type}/{id}). */
const PAYMENT_SAVE =
  /^\/api\/accounts\/(accounts\/[^/]+\/paymentinfo\/[^/]+|paymentinfo\/[^/]+\/[^/]+)$/
/** API-90: the commenting image upload (up to 5000 KB plus the form around it). */
const COMMENTING_IMAGE = '/api/commenting/v1/commenting-units/images'
/** API-55: the builder's image upload (a file over 5 MB must reach the handler for BLD-62's message). */
const EMBED_IMAGES = '/api/accounts/accounts/images'
/** The commenting unit on publisher pages: any origin, no cookies, no CSRF check. */
const COMMENTING_PUBLIC = '/api/commenting/public/'
/** The ratings unit on publisher pages: the same (any origin, no cookies, no CSRF check). */
const RATINGS_PUBLIC = '/api/ratings/public/'
/** The embed player on publisher pages: the same (any origin, no cookies, no CSRF check). */
const PLAYER_PUBLIC = '/api/player/'
/** CORS of the calls publishers' pages make: any origin, no cookies, `headers` besides Content-Type. */
const publicCors = (...headers: string[]) =>
  cors({
    origin: '*',
    allowMethods: ['GET', 'POST', 'OPTIONS'],
    allowHeaders: ['Content-Type', ...headers],
    maxAge: 600,
  })
/**
 * What publishers' pages load: the public calls and the scripts. They carry no session, so no
 * session is looked up for them (the hot path reads no database row it does not answer with).
 */
const NO_SESSION = [
  '/healthz',
  '/readyz',
  COMMENTING_PUBLIC,
  RATINGS_PUBLIC,
  PLAYER_PUBLIC,
  '/player/',
  '/units/',
  '/dist/',
]
/** How long /readyz keeps the database's answer. */
export const READINESS_KEPT_MS = 1000
/** The process's state as the health checks tell it. */
export interface Lifecycle {
  stopping: boolean
}

export interface AppOptions {
  db: DB
  config: ServerConfig
  /** Project root holding dist/ and demo/assets (default: the working directory). */
  root?: string
  /** How e-mail leaves (default: chosen by config.mode, see mailer.ts). */
  mailer?: Mailer
  /** Writes a saved report's file for Send now and the demo tick (the reports' run engine). */
  produceReport?: ReportProducer
  /** The public reads' cache (default: a new one for this process, invalidated locally only). */
  cache?: PublicCache
  /** The player's event buffer (default: a new one writing every config.eventFlushMs). */
  events?: EventBuffer
  /** Answers repeated public reads before the app runs (main.ts puts it in front of the app). */
  fastLane?: FastLane
  /** Set by main.ts when the process is asked to stop: /readyz then answers 503. */
  lifecycle?: Lifecycle
}

export function createApp({
  db,
  config,
  root = process.cwd(),
  mailer,
  produceReport = reportFileProducer(db, config.publicUrl),
  cache = new PublicCache(),
  events = new EventBuffer(db, config.eventFlushMs).start(),
  fastLane,
  lifecycle = { stopping: false },
}: AppOptions) {
  const demoMode = config.mode === 'demo'
  const mail = mailer ?? createMailer(config)
  const services: Services = {
    db,
    config,
    sessions: new Sessions(db, config),
    limiter: new RateLimiter(db),
    cache,
    files: fileStoreFor(db, config.uploadsDir),
  }
  const app = new Hono<Env>()

  app.onError((error, c) => errorResponse(c, error))
  // Every request logged with its id, counted and timed by its route pattern.
  app.use('*', observeRequests)
  // Outermost: a public read's or pasted script's final answer (every header set) is kept for the
  // fast lane, which answers the same request from Node's listener while it stays valid.
  if (fastLane)
    app.use('*', async (c, next) => {
      await next()
      const answer = c.get('fastAnswer')
      const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming
      const status = c.res.status
      if (answer && incoming?.url && c.req.method === 'GET' && (status === 200 || status === 304))
        fastLane.note(incoming.url, incoming.headers['accept-encoding'], answer, c.res.headers)
    })
  // CSP (script-src 'self', object-src, base-uri, frame-ancestors), COOP, Permissions-Policy.
  app.use('*', securityHeaders(config))
  if (!demoMode) app.use('*', hostGate(config))
  app.use('*', async (c, next) => {
    c.set('services', services)
    const path = c.req.path
    c.set(
      'session',
      NO_SESSION.some((prefix) => path.startsWith(prefix))
        ? null
        : await services.sessions.find(services.sessions.cookieId(c)),
    )
    await next()
  })
  // E-mail queued by a request leaves once the request succeeded (mailer.ts).
  app.use('*', (c, next) =>
    runWithMailer(mail, next, () => c.error === undefined && c.res.status < 500),
  )
  app.use(`${COMMENTING_PUBLIC}*`, publicCors('X-Commenter-Token'))
  app.use(`${RATINGS_PUBLIC}*`, publicCors('X-Rater-Id'))
  app.use(`${PLAYER_PUBLIC}*`, publicCors())
  app.use('*', csrf(config, [COMMENTING_PUBLIC, RATINGS_PUBLIC, PLAYER_PUBLIC]))
  const tooLarge = (c: Context) =>
    c.json(
      { error: { code: 'too_large', message: 'The request body is too large', fields: [] } },
      413,
    )
  const smallBodies = bodyLimit({ maxSize: 64 * 1024, onError: tooLarge })
  // Payment saves carry a tax-form PDF: a file over the 5 MB rule must still reach the handler,
  // which answers with the spec's field message (PAY-13).
  const uploadBodies = bodyLimit({ maxSize: 8 * 1024 * 1024, onError: tooLarge })
  // A commenting image over 5000 KB must still reach the handler for its field message (COM-30).
  const imageBodies = bodyLimit({ maxSize: 5.5 * 1024 * 1024, onError: tooLarge })
  // Only a multipart body (the one carrying the file) gets the larger limit on those calls:
  // JSON and plain forms keep 64 KB everywhere.
  app.use('/api/*', (c, next) => {
    const type = (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase()
    const multipart = type === 'multipart/form-data'
    return (
      multipart && (PAYMENT_SAVE.test(c.req.path) || c.req.path === EMBED_IMAGES)
        ? uploadBodies
        : multipart && c.req.path === COMMENTING_IMAGE
          ? imageBodies
          : smallBodies
    )(c, next)
  })
  app.use('/api/*', async (c, next) => {
    await next()
    // The public reads set their own (public-cache.ts); nothing else is kept anywhere.
    if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-store')
  })
  // A portal write that succeeded may change what its account's public reads answer (an embed,
  // a unit's settings, a comment's status): its account's cached reads go, here and in the other
  // processes. Every write path is covered without any of them naming the cache; the public
  // writes (a comment, a mark, a vote) invalidate their own page.
  app.use('/api/*', async (c, next) => {
    await next()
    const session = c.get('session')
    if (!session || !UNSAFE.has(c.req.method) || c.res.status >= 400) return
    if (session.row.kind === 'support') cache.clear()
    else if (session.row.account_uuid)
      cache.invalidate([cacheTags.account(session.row.account_uuid)])
  })
  app.use('/api/*', agreementGate)
  app.use('/api/*', writeBudget)

  // Alive: the process answers. Ready: it should be sent traffic (the database answers and is
  // migrated, and the process is not stopping); a load balancer takes it out on 503.
  app.get('/healthz', (c) => c.json({ ok: true }))
  // Every call's contract as OpenAPI 3.1 (openapi.ts): public, like the calls' paths in the bundle.
  // Only the calls this server mounts (a production server has none of the demo mode's).
  let served: Set<string> | null = null
  app.get(OPENAPI_PATH, (c) => {
    served ??= new Set(app.routes.map((route) => `${route.method} ${route.path}`))
    return c.json(openApiDocument(served))
  })
  // /readyz answers anyone: the database's answer is kept a second, so a flood of probes costs
  // one query a second.
  let checked: { at: number; problem: Promise<string | null> } | null = null
  const readiness = () => {
    if (!checked || Date.now() - checked.at >= READINESS_KEPT_MS)
      checked = { at: Date.now(), problem: databaseReadiness(db) }
    return checked.problem
  }
  app.get('/readyz', async (c) => {
    c.header('Cache-Control', 'no-store')
    const problem = lifecycle.stopping ? 'stopping' : await readiness()
    return problem ? c.json({ ready: false, problem }, 503) : c.json({ ready: true })
  })
  app.route('/api/accounts', authRoutes)
  app.route('/api/accounts', passwordRoutes)
  app.route('/api/accounts', invitationRoutes)
  if (config.google) app.route('/', googleRoutes(config.google, config))
  app.route('/api/accounts', accountRoutes)
  // The support console's calls are demo-only (production has no support console).
  if (demoMode) app.route('/api/accounts', supportRoutes)
  app.route('/api/accounts', userRoutes)
  app.route('/api/accounts', adsTxtRoutes)
  app.route('/api/accounts', utilRoutes)
  app.route('/api/accounts', paymentRoutes)
  if (demoMode) app.route('/api/accounts', supportCommentingRoutes)
  app.route('/api/accounts', embedRoutes)
  app.route('/api/accounts', labelRoutes)
  app.route('/api/accounts', saveRoutes)
  app.route('/api/accounts', embedAnalyticsRoutes)
  app.route('/api/accounts', accountImageRoutes)
  app.route('/api/images', imageFileRoutes)
  app.route('/api/metrics', embedEmailRoutes)
  app.route('/api/metrics', metricRoutes)
  app.route('/api/reporting', reportingRoutes)
  app.route('/api/reporting', reportRoutes(produceReport))
  app.route('/api/reporting', reportRunRoutes)
  app.route('/api/accounts', metricListRoutes)
  app.route('/api/commenting', emailRoutes)
  app.route('/api/commenting', publicRoutes)
  app.route('/api/commenting', configRoutes)
  app.route('/api/commenting', addonRoutes)
  app.route('/api/commenting', imageRoutes)
  app.route('/api/commenting', metricsRoutes)
  app.route('/api/commenting', moderationRoutes)
  app.route('/api/commenting', notifyRoutes)
  app.route('/api/access', accessRoutes)
  app.route('/api/ratings', ratingsPublicRoutes)
  app.route('/api/ratings', ratingsRoutes)
  app.route('/api/ratings', ratingsExportRoutes)
  app.route('/api/pub-portal', pubPortalRoutes)
  app.route('/api/player', playerRoutes)
  app.route('/api/player', playerEventRoutes(events))
  app.route('/', unitRoutes(root))
  app.route('/', playerScriptRoutes(root))
  // Production mounts no /demo page or call: no outbox, Google stand-in or support console.
  if (demoMode) app.route('/', demoRoutes)
  if (demoMode) app.route('/', newerPortalRoutes)
  // The scheduled reports' fake clock (Playwright): one tick as of a given instant.
  if (demoMode)
    app.route(
      '/',
      reportDemoRoutes({ produce: produceReport, mailer: mail, publicUrl: config.publicUrl }),
    )
  if (demoMode) app.route('/', notifyDemoRoutes({ mailer: mail, publicUrl: config.publicUrl }))
  else app.all('/demo/*', (c) => c.text('Not found', 404))
  app.all('/api/*', (c) =>
    c.json({ error: { code: 'not_found', message: 'No such call', fields: [] } }, 404),
  )

  const dist = resolve(root, 'dist')
  app.get('/dist/*', distFiles(root))
  app.get('/dist/*', (c) => c.text('Not found', 404))
  if (demoMode) app.use('/demo/assets/*', serveStatic({ root: resolve(root) }))
  app.get('/custom-elements.json', (c) => {
    const file = resolve(root, 'custom-elements.json')
    return existsSync(file) ? c.json(JSON.parse(readFileSync(file, 'utf8'))) : c.notFound()
  })

  // Every other GET is a portal route: the demo host decides (including /error/404).
  app.get('*', (c) => {
    if (!existsSync(resolve(dist, 'host/main.js'))) return c.text('Run npm run build first.', 503)
    const build =
      c.req.query('build') === 'lite' || process.env.PORTAL_BUILD === 'lite' ? 'lite' : 'react'
    // The elements this build has: the host says "not part of this build yet" for the others
    // instead of asking for a script that is not there.
    const elementsDir = resolve(dist, build === 'lite' ? 'lite/elements' : 'elements')
    const elements = existsSync(elementsDir)
      ? readdirSync(elementsDir)
          .filter((f) => f.endsWith('.js'))
          .map((f) => f.slice(0, -3))
      : []
    const googleAuthUrl = demoMode ? '/demo/google' : config.google ? GOOGLE_START : ''
    return c.html(hostPage(config, build, elements, googleAuthUrl))
  })
  return app
}
