/**
 * The commenting part of the demo seed: Demo Publisher's commenting is APPROVED with a unit on
 * each of its three sites; Daily Planet's unit has commenters, comments on three pages, 400 days
 * of statistics and the comments counter on. Other Media has no request and no unit.
 * Deterministic: fixed ids and a seeded PRNG; times relative to the seed moment.
 */
import { createHash } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { MigrationStatus } from '../../../src/areas/commenting/lib/commenting-rules'
import type {
  CommentersTable,
  CommentsTable,
  CommentingDailyTable,
  Database,
} from '../platform/schema'
import { DEFAULT_COUNTER } from './codes'
import { defaultSections } from '../../../src/areas/commenting/lib/commenting-settings-rules'
import {
  SECTION_KINDS,
  insertUnit,
  type NewUnitIds,
  type SectionKind,
} from '../site-products/commenting-units'
import { DAY, prng, seedId as id } from '../platform/seed-kit'

function unitIds(i: number): NewUnitIds {
  return {
    unit: id('6a7b8c9d', i + 1),
    configuration: id('6a7b8c9e', i + 1),
    sections: Object.fromEntries(
      SECTION_KINDS.map((kind, k) => [kind, id('6a7b8c9f', (i + 1) * 16 + k)]),
    ) as Record<SectionKind, string>,
  }
}

export const COMMENTING_PAGES = [
  'welcome-to-the-daily-planet',
  'city-council-votes',
  'weekend-weather',
] as const

/** Fixed ids of the commenting seed; units[i] belongs to IDS.sites[i] (Demo Publisher). */
export const COMMENTING_IDS = {
  units: [unitIds(0), unitIds(1), unitIds(2)] as const,
  /** Daily Planet's comments counter add-on. */
  counterAddon: id('6a7b8ca0', 1),
  /** commenter(n): the n-th seeded commenter of Daily Planet (0..39). */
  commenter: (n: number) => id('6a7b8ca1', n + 1),
  /** comment(n): the n-th seeded comment of Daily Planet (0..119). */
  comment: (n: number) => id('6a7b8ca2', n + 1),
  pages: COMMENTING_PAGES,
}

/** The seeded commenters' tokens are unknowable (hash of a fixed secret per commenter). */
export const seededTokenHash = (n: number) =>
  createHash('sha256').update(`seeded-commenter-${n}`).digest('hex')

const FIRST = ['Lois', 'Clark', 'Jimmy', 'Perry', 'Cat', 'Ron', 'Steve', 'Lana', 'Pete', 'Chloe']
const LAST = [
  'Lane',
  'Kent',
  'Olsen',
  'White',
  'Grant',
  'Troupe',
  'Lombard',
  'Lang',
  'Ross',
  'Sullivan',
]
const CITIES = [
  'Metropolis',
  'Gotham City',
  'Smallville',
  'Star City',
  'Central City',
  'Coast City',
  'Keystone',
  'Bludhaven',
]
const LINES = [
  'Great reporting, thank you for covering this.',
  'I was there and it looked exactly like this.',
  'Does anyone know when the next meeting is?',
  'This is the first I have heard of it.',
  'Well written and fair to both sides.',
  'The photos are wonderful.',
  'I disagree with the conclusion, but the facts are clear.',
  'Finally some good news for the neighbourhood.',
  'Can we get a follow-up on this next week?',
  'My family has lived here for thirty years and never seen anything like it.',
  'Thanks for the update!',
  'The forecast was spot on last time too.',
]
const REPLIES = [
  'Agreed!',
  'Good point.',
  'I saw that too.',
  'Not sure about that.',
  'Thanks for sharing.',
]

/** API-109: the invited newcomer's address already has a commenting account. */
export async function seedCommentingAccounts(trx: Kysely<Database>): Promise<void> {
  await trx.insertInto('commenting_accounts').values({ email: 'newuser@demo.test' }).execute()
}

/** Seeds commenting (inside the main seed's transaction). Demo sites: IDS.sites[0..2]. */
export async function seedCommenting(
  trx: Kysely<Database>,
  input: { accountUUID: string; ownerEmail: string; sites: Array<{ uuid: string; name: string }> },
  now = Date.now(),
): Promise<void> {
  await trx
    .insertInto('product_access_requests')
    .values({
      account_uuid: input.accountUUID,
      product_type: 'COMMENTING',
      status: 'APPROVED',
      user_email: input.ownerEmail,
      created_at: now - 60 * DAY,
    })
    .execute()
  const statuses: MigrationStatus[] = ['READY', 'NOT_REQUIRED', 'COMPLETED']
  for (const [i, site] of input.sites.entries()) {
    await insertUnit(trx, {
      accountUUID: input.accountUUID,
      siteUUID: site.uuid,
      siteName: site.name,
      migrationStatus: statuses[i],
      ids: COMMENTING_IDS.units[i],
      now: now - 60 * DAY,
    })
  }
  // The demo article pages put each story's id in data-page-id, so the units key comments by it.
  const general = defaultSections('').general
  for (const [i, site] of input.sites.entries())
    await trx
      .updateTable('commenting_sections')
      .set({ data: JSON.stringify({ ...general, name: site.name, isPageIDEnabled: true }) })
      .where('section_uuid', '=', COMMENTING_IDS.units[i].sections.general)
      .execute()
  const unit = COMMENTING_IDS.units[0].unit
  await trx
    .insertInto('commenting_addons')
    .values({
      addon_uuid: COMMENTING_IDS.counterAddon,
      unit_uuid: unit,
      kind: 'comments-counters',
      data: JSON.stringify(DEFAULT_COUNTER),
      updated_at: now - 30 * DAY,
    })
    .execute()

  const random = prng(20260401)
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!
  const between = (min: number, max: number) => min + Math.floor(random() * (max - min + 1))

  const commenters: CommentersTable[] = Array.from({ length: 40 }, (_, n) => {
    const first = FIRST[n % FIRST.length]!
    const last = LAST[(n * 3 + Math.floor(n / 10)) % LAST.length]!
    const signedUp = now - between(30, 400) * DAY - between(0, DAY - 1)
    return {
      commenter_uuid: COMMENTING_IDS.commenter(n),
      unit_uuid: unit,
      token_hash: seededTokenHash(n),
      name: `${first} ${last}`,
      email: `${first}.${last}${n}@readers.test`.toLowerCase(),
      location: pick(CITIES),
      anonymous: 0,
      blocked: 0,
      marks: 0,
      signed_up_at: signedUp,
      last_login_at: Math.min(now, signedUp + between(1, 400) * DAY),
    }
  })
  await trx.insertInto('commenters').values(commenters).execute()

  const comments: CommentsTable[] = []
  for (let n = 0; n < 120; n++) {
    const page = COMMENTING_PAGES[n % COMMENTING_PAGES.length]!
    const earlier = comments.filter((m) => m.page_id === page && !m.parent_uuid)
    const reply = earlier.length > 2 && random() < 0.25
    const parent = reply ? pick(earlier) : null
    const createdAt = parent
      ? parent.created_at + between(10, 600) * 60_000
      : now - between(1, 90) * DAY + between(0, DAY - 1)
    comments.push({
      comment_uuid: COMMENTING_IDS.comment(n),
      unit_uuid: unit,
      page_id: page,
      parent_uuid: parent?.comment_uuid ?? null,
      commenter_uuid: COMMENTING_IDS.commenter(between(0, 39)),
      text: parent ? pick(REPLIES) : pick(LINES),
      media_kind: null,
      media_url: null,
      status: n % 23 === 7 ? 'HELD' : 'PUBLISHED',
      marks: n % 23 !== 7 && n % 17 === 3 ? 2 : 0,
      created_at: Math.min(createdAt, now - 60_000),
      // The Moderation queue's seed: held when the unit was pre-moderated; some reported.
      held_why: n % 23 === 7 ? JSON.stringify({ rule: 'PRE_MODERATION' }) : null,
      featured: 0,
      reported: n % 23 !== 7 && n % 17 === 3 ? 1 : 0,
      reviewed_at: null,
      reviewed_by: null,
    })
  }
  await trx.insertInto('comments').values(comments).execute()
  const reported = comments.filter((m) => m.reported === 1)
  await trx
    .insertInto('comment_marks')
    .values(
      reported.flatMap((m) =>
        ['seed-a', 'seed-b'].map((who) => ({
          comment_uuid: m.comment_uuid,
          marker_key: `address:${who}`,
          created_at: m.created_at + 3_600_000,
          address_hash: who,
          counted: 1,
        })),
      ),
    )
    .execute()
  await trx
    .insertInto('commenting_word_lists')
    .values({
      unit_uuid: unit,
      banned: '[]',
      suspect: JSON.stringify(['scam', 'clickbait']),
      updated_at: now - 30 * DAY,
    })
    .execute()

  const daily: CommentingDailyTable[] = []
  const today = Date.UTC(
    new Date(now).getUTCFullYear(),
    new Date(now).getUTCMonth(),
    new Date(now).getUTCDate(),
  )
  for (let d = 0; d < 400; d++) {
    const date = new Date(today - d * DAY)
    const weekday = date.getUTCDay()
    const weekend = weekday === 0 || weekday === 6
    // Weekdays peak mid-week; weekends are quiet; a slow growth towards today.
    const shape = weekend ? 0.45 : 0.75 + 0.25 * Math.sin(((weekday - 1) / 4) * Math.PI)
    const growth = 1 - d / 1000
    const views = Math.round(200 + 1800 * shape * growth * (0.8 + 0.2 * random()))
    const commentsToday = Math.max(5, Math.min(80, Math.round(views / 25 + between(-4, 6))))
    daily.push({
      unit_uuid: unit,
      day: date.toISOString().slice(0, 10),
      views: Math.min(2000, views),
      comments: commentsToday,
      promo_tokens: between(0, Math.round(commentsToday / 3)),
      other_tokens: between(0, Math.round(commentsToday / 5)),
      revenue: Math.round(views * (1.2 + random())),
    })
  }
  await trx.insertInto('commenting_daily').values(daily).execute()
}
