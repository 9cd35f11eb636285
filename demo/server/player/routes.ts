/**
 * The embed player's public calls (issue 9; DESIGN.md "The embed player"), under /api/player:
 * no session, no cookies (the player sends none), open CORS without credentials (app.ts), exempt
 * from the CSRF check like the commenting unit's public calls. Think of every caller as a stranger:
 * ids are checked against live embeds and their live cards, batches are capped and the whole
 * batch is refused (400, field errors, nothing saved) when one event is wrong, and event batches
 * are rate-limited per client address in memory. Reads have no per-address limit: they come from
 * the public cache (public-cache.ts) and, repeated, from the fast lane (public-fast-lane.ts).
 *
 * - GET  embeds/{embedUUID} → PlayerEmbed; 404 unknown, archived or no live card (an offline
 *   embed shows: its state follows the loads, embeds/online-state.ts). `Cache-Control: public`
 *   with PUBLIC_READ_CACHE, ETag and 304; option counts lag by at most the cache's life.
 * - GET  embeds/{embedUUID}/data.js → the same as a script pushing onto `self.ppEmbedData`.
 * - POST events  PlayerEvent[] (1..50), JSON sent as application/json or text/plain (a simple
 *   request: no preflight, works from pagehide with keepalive) → 204, into the event buffer
 *   (event-buffer.ts; 503 when it is full). The facts are kept by the caller's device and country
 *   (metrics/segment.ts); an inview event marked firstView counts one in-view load per embed, and
 *   an answer or story click with a visitor id records that visitor (hashed) as engaged, for the
 *   unique engaged users (issue 10). In-view time is capped by the time since the view's load
 *   (inview-allowance.ts).
 */
import { Hono } from 'hono'
import {
  PLAYER_DATA_QUEUE,
  type PlayerData,
  type PlayerEmbed,
  type PlayerEvent,
} from '../../../src/areas/embeds/lib/player-rules'
import type { Content } from '../../../src/areas/embeds/lib/embeds-rules'
import { playerPublicCalls } from '../../../src/contracts/player/public'
import {
  EMAIL_MAX,
  EVENTS_MAX,
  INVIEW_MAX_MS,
  playerPublicSchemas,
} from '../../../src/contracts/player/public.schemas'
import { controlCharFields, email as emailRule } from '../../../src/core/validation/rules'
import type { FieldError } from '../../../src/core/validation/rules'
import { refuseDeepBody } from '../platform/body'
import { clientIp, originOf, type Ctx, type Env } from '../platform/context'
import { answerPublic, cacheTags, JSON_TYPE, PUBLIC_READ_CACHE } from '../platform/public-cache'
import { fail, zodFields } from '../platform/http-errors'
import type { EmbedsTable } from '../platform/schema'
import { contractRoutes, serve } from '../platform/serve-contract'
import { segmentOf, visitorHash } from '../metrics/segment'
import { MemoryRateLimiter } from '../platform/rate-limit'
import type { EventBuffer } from './event-buffer'
import { InviewAllowance, LOAD_SLACK_MS } from './inview-allowance'
import { liveCards, playerEmbed, publicEmbed, type BatchEffect, type CachedEmbed } from './queries'

/** Mounted at /api/player, as the contract's paths are. */
export const [playerRoutes, player] = contractRoutes(playerPublicCalls, playerPublicSchemas)

export { EMAIL_MAX, EVENTS_MAX, INVIEW_MAX_MS }
/** Event batches one address may send a minute by default (a page view sends a handful). */
export const BATCHES_PER_MINUTE = 120
const MINUTE = 60_000

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/**
 * The body as JSON, whether sent as application/json or text/plain (the contract's `json-or-text`:
 * serve()'s reader takes no text/plain), through the contract's schema.
 */
async function readEvents(c: Ctx): Promise<PlayerEvent[]> {
  const type = (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase()
  if (type !== 'application/json' && type !== 'text/plain')
    throw fail.badRequest([{ field: '_body', message: 'Send JSON' }], 'Unsupported body')
  let raw: unknown
  try {
    raw = JSON.parse(await c.req.text())
  } catch {
    throw fail.badRequest(
      [{ field: '_body', message: 'The body is not valid JSON' }],
      'Invalid JSON',
    )
  }
  refuseDeepBody(raw)
  const controls = controlCharFields(raw)
  if (controls.length) throw fail.badRequest(controls)
  const parsed = playerPublicSchemas.events.body.safeParse(raw)
  if (!parsed.success) throw fail.badRequest(zodFields(parsed.error))
  return parsed.data
}

/**
 * The embed's PlayerEmbed from the process's public cache (public-cache.ts): no query while the
 * entry lives, no session, no write and no per-address limit on the way (a CDN in front reaches
 * the server from a few addresses). Any portal write of the embed's account drops the entry; the
 * option counts (not invalidated by answers) lag by at most the cache's life.
 */
function cachedEmbed(c: Ctx, embedUUID: string) {
  const { db, cache } = c.get('services')
  return cache.read(
    `player:${embedUUID}`,
    () => playerEmbed(db, embedUUID, originOf(c)),
    (embed) => [cacheTags.account(embed.accountUUID)],
    (embed) => JSON.stringify(withoutAccount(embed)),
  )
}

/** The PlayerEmbed as the player gets it (the account is the cache's tag, never sent). */
function withoutAccount({ accountUUID: _a, ...embed }: CachedEmbed): PlayerEmbed {
  return embed
}

player.handle('embed', async (c, { params }) => {
  const embedUUID = params.embedUUID.toLowerCase()
  const embed = UUID.test(embedUUID) ? await cachedEmbed(c, embedUUID) : null
  if (!embed) throw fail.notFound('No such embed')
  return answerPublic(c, embed, JSON_TYPE)
})

const SCRIPT_TYPE = 'text/javascript; charset=utf-8'
const dataScript = (json: string) =>
  `(self.${PLAYER_DATA_QUEUE}=self.${PLAYER_DATA_QUEUE}||[]).push(${json})\n`

/**
 * The embed's data script (the embed code's first header line): the read above as a classic
 * script that pushes the embed onto `self.ppEmbedData`, so the player finds it without a fetch.
 * An embed the read would refuse pushes `{embedUUID, missing: true}` (200: a failed script would
 * leave the player waiting for its load event). JSON is a JavaScript expression, and the body is
 * served as a script file, never inlined into HTML. Cached like the read, with its own ETag.
 */
player.handle('data', async (c, { params }) => {
  const embedUUID = params.embedUUID.toLowerCase()
  if (!UUID.test(embedUUID)) throw fail.notFound('No such embed')
  const { cache } = c.get('services')
  const script = await cache.read(
    `player-script:${embedUUID}`,
    async () => (await cachedEmbed(c, embedUUID))?.value ?? null,
    (embed) => [cacheTags.account(embed.accountUUID)],
    (embed) => dataScript(JSON.stringify(withoutAccount(embed))),
  )
  if (script) return answerPublic(c, script, SCRIPT_TYPE)
  const missing: PlayerData = { embedUUID, missing: true }
  return c.body(dataScript(JSON.stringify(missing)), 200, {
    'Content-Type': SCRIPT_TYPE,
    'Cache-Control': PUBLIC_READ_CACHE,
  })
})

interface Known {
  embed: EmbedsTable
  cards: Map<string, Content>
  first: string | undefined
}

/** Checks every event against the database; the effect to write, or the field errors. */
/**
 * An embed the events may name, from the process's public cache (no query per batch while it
 * lives); null when the player would not show it.
 */
async function knownEmbed(c: Ctx, uuid: string): Promise<Known | null> {
  const { db, cache } = c.get('services')
  const read = await cache.read<Known>(
    `player-events:${uuid}`,
    async () => {
      const embed = await publicEmbed(db, uuid)
      const cards = embed ? await liveCards(db, uuid) : []
      if (!embed || !cards.length) return null
      return {
        embed,
        cards: new Map(cards.map((card) => [card.contentUUID, card])),
        first: cards[0]?.contentUUID,
      }
    },
    (k) => [cacheTags.account(k.embed.account_uuid)],
    () => '',
  )
  return read?.value ?? null
}

/** In-view time per page view: at most the time since its load (per process). */
const allowance = new InviewAllowance(INVIEW_MAX_MS)

/** Checks every event against the embeds it names; the effect to write, or the field errors. */
async function check(c: Ctx, events: PlayerEvent[], now: number): Promise<BatchEffect> {
  const known = new Map<string, Known | null>()
  for (const uuid of new Set(events.map((e) => e.embedUUID.toLowerCase())))
    known.set(uuid, await knownEmbed(c, uuid))
  // In-view time this batch may add per page view (visitor and embed), or per card without a
  // visitor id; a load in this batch starts a new view.
  const loadedNow = new Set<string>()
  for (const e of events)
    if (e.kind === 'load' && e.visitor) loadedNow.add(`${e.visitor}/${e.embedUUID.toLowerCase()}`)
  const budgets = new Map<string, number>()
  const grants: { visitor: string | undefined; embed: string; ms: number }[] = []
  const inviewMs = (visitor: string | undefined, embed: string, card: string, ms: number) => {
    const key = visitor ? `${visitor}/${embed}` : `/${embed}/${card}`
    const left =
      budgets.get(key) ??
      (visitor && loadedNow.has(key) ? LOAD_SLACK_MS : allowance.remaining(visitor, embed, now))
    const granted = Math.min(ms, left)
    budgets.set(key, left - granted)
    grants.push({ visitor, embed, ms: granted })
    return granted
  }
  const errors: FieldError[] = []
  const effect: BatchEffect = { rows: new Map(), emails: [], visitors: new Map() }
  const once = new Set<string>()
  const add = (
    k: Known,
    contentUUID: string,
    optionUUID: string,
    measure: 'loads' | 'inviewLoads' | 'answers' | 'clicks' | 'inviewMs',
    n: number,
  ) => {
    const key = `${contentUUID}/${optionUUID}`
    const row = effect.rows.get(key) ?? {
      accountUUID: k.embed.account_uuid,
      embedUUID: k.embed.embed_uuid,
      contentUUID,
      optionUUID,
      siteUUID: k.embed.site_uuid,
      loads: 0,
      inviewLoads: 0,
      answers: 0,
      clicks: 0,
      inviewMs: 0,
    }
    row[measure] += n
    effect.rows.set(key, row)
  }
  /** An answer or a story click makes the visitor an engaged one (unique engaged users). */
  const engaged = (k: Known, visitor: string | undefined) => {
    if (!visitor) return
    const hash = visitorHash(k.embed.account_uuid, visitor)
    effect.visitors.set(`${k.embed.embed_uuid}/${hash}`, {
      accountUUID: k.embed.account_uuid,
      siteUUID: k.embed.site_uuid,
      embedUUID: k.embed.embed_uuid,
      visitorHash: hash,
    })
  }
  events.forEach((event, i) => {
    const k = known.get(event.embedUUID.toLowerCase())
    if (!k) return errors.push({ field: `${i}.embedUUID`, message: 'No such embed' })
    const contentUUID = event.contentUUID?.toLowerCase()
    const card = contentUUID ? k.cards.get(contentUUID) : undefined
    const needCard = (types: string[]) => {
      if (!contentUUID) errors.push({ field: `${i}.contentUUID`, message: 'Send a card id' })
      else if (!card || !types.includes(card.contentType))
        errors.push({ field: `${i}.contentUUID`, message: 'No such card' })
      else return card
      return null
    }
    const first = (what: string) => {
      if (once.has(what)) {
        errors.push({ field: `${i}.kind`, message: 'Send each answer, click or load once' })
        return false
      }
      once.add(what)
      return true
    }
    switch (event.kind) {
      case 'load': {
        const target = contentUUID ? needCard(['QUIZ', 'POLL', 'STORY'])?.contentUUID : k.first
        if (target && first(`load/${k.embed.embed_uuid}`)) add(k, target, '', 'loads', 1)
        return
      }
      case 'inview': {
        const found = needCard(['QUIZ', 'POLL', 'STORY'])
        if (event.ms === undefined) errors.push({ field: `${i}.ms`, message: 'Send milliseconds' })
        else if (found) {
          const ms = inviewMs(event.visitor, k.embed.embed_uuid, found.contentUUID, event.ms)
          if (ms > 0) add(k, found.contentUUID, '', 'inviewMs', ms)
          // One in-view load per embed and page view (Average In-View %).
          if (event.firstView && first(`view/${k.embed.embed_uuid}`))
            add(k, found.contentUUID, '', 'inviewLoads', 1)
        }
        return
      }
      case 'answer': {
        const found = needCard(['QUIZ', 'POLL'])
        if (!found) return
        const optionUUID = event.optionUUID?.toLowerCase()
        const option = found.contentProperties.options?.find(
          (o) => o.optionUUID.toLowerCase() === optionUUID,
        )
        if (!option) return errors.push({ field: `${i}.optionUUID`, message: 'No such option' })
        if (first(`answer/${found.contentUUID}`)) {
          add(k, found.contentUUID, option.optionUUID, 'answers', 1)
          engaged(k, event.visitor)
        }
        return
      }
      case 'story_click': {
        const found = needCard(['STORY'])
        if (found && first(`click/${found.contentUUID}`)) {
          add(k, found.contentUUID, '', 'clicks', 1)
          engaged(k, event.visitor)
        }
        return
      }
      case 'email': {
        if (!k.embed.show_user_data_collection)
          return errors.push({ field: `${i}.kind`, message: 'This embed collects no e-mails' })
        const address = event.email?.trim() ?? ''
        const problem = emailRule()(address)
        if (problem) return errors.push({ field: `${i}.email`, message: problem })
        if (first(`email/${k.embed.embed_uuid}`))
          effect.emails.push({
            accountUUID: k.embed.account_uuid,
            embedUUID: k.embed.embed_uuid,
            email: address,
          })
        return
      }
    }
  })
  if (errors.length) throw fail.badRequest(errors)
  for (const view of loadedNow) {
    const [visitor, embed] = view.split('/') as [string, string]
    allowance.loaded(visitor, embed, now)
  }
  for (const { visitor, embed, ms } of grants) allowance.grant(visitor, embed, ms, now)
  return effect
}

const batchLimiters = new Map<number, MemoryRateLimiter>()
/**
 * Batches are counted per address in memory, per process (a database counter would add a write
 * to every batch, the write the event buffer exists to save).
 */
function batchLimiter(perMinute: number) {
  let limiter = batchLimiters.get(perMinute)
  if (!limiter) batchLimiters.set(perMinute, (limiter = new MemoryRateLimiter(perMinute, MINUTE)))
  return limiter
}

/**
 * POST events: a checked batch goes into the process's event buffer (event-buffer.ts; app.ts
 * hands it in), written with the others of its interval in one transaction; 503 with Retry-After
 * when the buffer is full.
 */
export function playerEventRoutes(buffer: EventBuffer) {
  const routes = new Hono<Env>()
  serve(routes, playerPublicCalls, playerPublicSchemas).handle('events', async (c) => {
    const { config } = c.get('services')
    batchLimiter(config.playerBatchesPerMinute).take(`player-events:${clientIp(c)}`)
    const events = await readEvents(c)
    const now = Date.now()
    const segment = segmentOf((name) => c.req.header(name))
    const effect = await check(c, events, now)
    if (!(await buffer.add(effect, segment, now, events.length))) throw fail.busy()
  })
  return routes
}
