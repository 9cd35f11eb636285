/**
 * Comment notifications (beyond the spec, issue 30) under /api/commenting. The e-mails' links
 * (public/v1/notifications/confirm and /unsubscribe) need no session and no cookies: the random
 * token is the proof; each answers a small page, the same whether the token named anything or
 * not, so a guesser learns nothing; 30 a minute per address. The unsubscribe link also takes
 * the mail clients' one-click POST (RFC 8058). The moderators' digest of a unit is read and set by
 * any user of its account (404 for another account's unit; 403 in a mockup session).
 */
import { notifyCalls } from '../../../src/contracts/commenting/notify'
import { notifySchemas } from '../../../src/contracts/commenting/notify.schemas'
import { clientIp, type Ctx } from '../platform/context'
import { contractRoutes } from '../platform/serve-contract'
import { moderatedUnit } from './moderation-queries'
import { confirmSubscription, unsubscribe } from './notify'
import { digestOf, saveDigest } from './notify-digests'

export const [notifyRoutes, notify] = contractRoutes(notifyCalls, notifySchemas)

const LINKS_PER_MINUTE = 30
const MINUTE = 60_000

export const CONFIRMED_TEXT =
  'Your address is confirmed: you will get an e-mail when someone replies to your comments.'
export const UNSUBSCRIBED_TEXT =
  'You will get no more e-mails about replies to your comments. To get them again, tick “E-mail me when someone replies” with your next comment.'
const UNKNOWN_CONFIRM =
  'This link is not valid any more: it was used already, or a newer one was sent. Your next comment can ask again.'

/** A small page of its own (no portal script, no stored data), never cached or referred. */
function page(c: Ctx, title: string, text: string): Response {
  c.header('Cache-Control', 'no-store')
  c.header('Referrer-Policy', 'no-referrer')
  return c.html(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${title}</title></head><body><main><h1>${title}</h1><p>${text}</p></main></body></html>`,
  )
}

async function linkLimit(c: Ctx) {
  await c.get('services').limiter.take(`commenting-link:${clientIp(c)}`, LINKS_PER_MINUTE, MINUTE)
}

/** GET /public/v1/notifications/confirm?token= → a page: the address is confirmed (or was). */
notify.handle('confirm', async (c, input) => {
  await linkLimit(c)
  const done = await confirmSubscription(c.get('services').db, input.query.token, Date.now())
  return done
    ? page(c, 'Reply e-mails confirmed', CONFIRMED_TEXT)
    : page(c, 'Link not valid', UNKNOWN_CONFIRM)
})

/**
 * GET /public/v1/notifications/unsubscribe?token= → a page: no more reply e-mails. One click, no
 * sign-in; an unknown or used token is answered alike.
 */
notify.handle('unsubscribe', async (c, input) => {
  await linkLimit(c)
  await unsubscribe(c.get('services').db, input.query.token)
  return page(c, 'Unsubscribed', UNSUBSCRIBED_TEXT)
})

/** POST /public/v1/notifications/unsubscribe?token= (List-Unsubscribe=One-Click) → the same. */
notify.handle('oneClickUnsubscribe', async (c, input) => {
  await linkLimit(c)
  await unsubscribe(c.get('services').db, input.query.token)
  return page(c, 'Unsubscribed', UNSUBSCRIBED_TEXT)
})

/** GET /v1/commenting-units/:unitUUID/moderation/digest → {frequency, nextAt, recipients}. */
notify.handle('digest', async (c, { params }) => {
  const { unit } = await moderatedUnit(c, params.unitUUID)
  return digestOf(c.get('services').db, unit.unit_uuid, unit.account_uuid)
})

/**
 * PUT /v1/commenting-units/:unitUUID/moderation/digest {frequency: OFF|HOURLY|DAILY} → the same
 * as GET: the next digest is due a period from now.
 */
notify.handle('saveDigest', async (c, { params, read }) => {
  const { unit, userUUID } = await moderatedUnit(c, params.unitUUID)
  const { frequency } = await read()
  const { db } = c.get('services')
  await saveDigest(db, unit.unit_uuid, frequency, userUUID, Date.now())
  return digestOf(db, unit.unit_uuid, unit.account_uuid)
})
