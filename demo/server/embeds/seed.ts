/**
 * The embeds part of the demo seed (spec 001): Demo Publisher has 30 embeds over its three sites
 * (live and archived, online and offline, images processing and one failed, 0–8 cards each with
 * offline cards, three without content), 8 labels, a few thousand answers and a few hundred
 * collected e-mails over the last 13 months (New York days, some in the last 7 days); Other
 * Media has 4 embeds with labels of its own. Deterministic: fixed ids, a seeded PRNG, times
 * relative to the seed moment. Runs inside the main seed's transaction.
 */
import type { Kysely } from 'kysely'
import type { Content, ContentType, Option } from '../../../src/areas/embeds/lib/embeds-rules'
import { OPTION_TEXT_MAX_ROUND } from '../../../src/areas/embeds/lib/builder-rules'
import type {
  Database,
  EmbedContentsTable,
  EmbedEmailsTable,
  EmbedEngagementDailyTable,
  EmbedLabelLinksTable,
  EmbedsTable,
} from '../platform/schema'
import { nyDay } from '../platform/days'
import { embedRow } from './rows'
import { DAY, prng, seedId as id } from '../platform/seed-kit'

const DEMO_LABELS = [
  'Sports',
  'Politics',
  'Weekend',
  'Elections 2026',
  'Local_News',
  'Entertainment and Culture Coverage',
  'Holiday Specials',
  'Evergreen',
] as const
const OTHER_LABELS = ['Tech', 'Other Picks'] as const

const DEMO_NAMES = [
  'Morning Trivia',
  'Election Night Poll',
  'Weekend Quiz',
  'Sports Roundup Quiz',
  'Reader Favourites',
  'City Council Poll',
  'Holiday Gift Guide',
  'Movie Night Trivia',
  'Weather Watch Poll',
  'Local Heroes Stories',
  'Friday News Quiz',
  'Back to School Poll',
  'Gotham After Dark',
  'Best Pizza in Town Poll',
  'Transit Survey',
  'History Buff Quiz',
  'Summer Festival Stories',
  'Food Critic Picks',
  'Tech Tuesday Trivia',
  'Commuter Poll',
  'Metro Arts Weekly Quiz and Reader Stories',
  'Election_2026 Tracker',
  'Neighbourhood Watch',
  'Music Legends Trivia',
  'Science Corner',
  'Marathon Day Poll',
  'Book Club Picks',
  'Health and Fitness Quiz',
  'Real Estate Pulse',
  'Year in Review',
] as const
const OTHER_NAMES = ['Other Times Daily Quiz', 'Gadget Poll', 'Startup Stories', 'Archive Test']

/** Demo Publisher's embed n (0..29) sits on IDS.sites[n % 3]. */
const demoEmbed = (n: number) => id('7e8f9a0b', n + 1)
const otherEmbed = (n: number) => id('7e8f9a0c', n + 1)

/** Embeds without content, archived ones and image states (indexes into DEMO_NAMES). */
const EMPTY = new Set([4, 17, 26])
const ARCHIVED = new Set([5, 12, 19, 27])
const OFFLINE = new Set([2, 7, 14, 22, 25])
const IN_PROGRESS = new Set([3, 9])
const FAILED = 11
/** Embeds whose user-data-collection add-on gathered e-mails. */
const COLLECTING = [0, 1, 6, 10, 13, 20]

/** Fixed ids of the embeds seed (IDS.embeds). */
export const EMBED_IDS = {
  /** Demo Publisher's embeds, in DEMO_NAMES order. */
  demo: DEMO_NAMES.map((_, n) => demoEmbed(n)),
  demoNames: DEMO_NAMES,
  /** Other Media's embeds. */
  other: OTHER_NAMES.map((_, n) => otherEmbed(n)),
  /** Demo Publisher's labels, in DEMO_LABELS order; labels[5] is the long one. */
  labels: DEMO_LABELS.map((_, n) => id('7e8f9a0d', n + 1)),
  labelNames: DEMO_LABELS,
  otherLabels: OTHER_LABELS.map((_, n) => id('7e8f9a0e', n + 1)),
  /** Live and online, with cards, labels (over 43 characters together) and e-mails. */
  online: demoEmbed(0),
  /** Live and offline (archivable), with cards. */
  offline: demoEmbed(2),
  /** Archived. */
  archived: demoEmbed(5),
  /** Live, online, no content. */
  empty: demoEmbed(4),
  failedImages: demoEmbed(FAILED),
  imagesInProgress: demoEmbed(3),
  collecting: COLLECTING.map(demoEmbed),
  /** The n-th card (0-based, in insertion order) of an embed seeded here. */
  content: (embedUUID: string, n: number) =>
    `${embedUUID.slice(0, 8)}-c0${String(n).padStart(2, '0')}-4000-8000-${embedUUID.slice(-12)}`,
}

const POSTERS = [
  '/demo/assets/embed-posters/poster-1.svg',
  '/demo/assets/embed-posters/poster-2.svg',
  '/demo/assets/embed-posters/poster-3.svg',
]

/** Questions with answers that fit them (a quiz's correct answer is chosen among them). */
const QUESTIONS: Array<{ title: string; answers: string[] }> = [
  {
    title: 'Which team won the championship last season?',
    answers: ['Metropolis Meteors', 'Gotham Knights', 'Central City Flash', 'Star City Arrows'],
  },
  { title: 'How do you get to work most days?', answers: ['Bus', 'Bike', 'Car', 'Walk'] },
  {
    title: 'What should the city build next?',
    answers: ['A new library', 'More bike lanes', 'A riverside park', 'A concert hall'],
  },
  {
    title: 'Which decade had the best music?',
    answers: ['The 60s', 'The 70s', 'The 80s', 'The 90s'],
  },
  {
    title: 'Who wrote the first Daily Planet headline?',
    answers: ['Perry White', 'Lois Lane', 'Clark Kent', 'Jimmy Olsen'],
  },
  {
    title: 'What is your favourite weekend activity?',
    answers: ['Hiking', 'Reading', 'Cooking', 'Sports'],
  },
  {
    title: 'Which park should get a new playground?',
    answers: ['Centennial Park', 'Riverside Park', 'Harbour Green', 'Old Mill Square'],
  },
  { title: 'How many bridges cross the river downtown?', answers: ['Two', 'Four', 'Six', 'Eight'] },
]
const STORIES = [
  'Ten places to eat before summer ends',
  'Inside the newsroom on election night',
  'How the marathon route was chosen',
  'The history of the downtown clock tower',
]
const EMOJI = ['😀', '😮', '😢', '😡']
const CITIES: Array<[string, string]> = [
  ['New York', 'United States'],
  ['Metropolis', 'United States'],
  ['Gotham City', 'United States'],
  ['Toronto', 'Canada'],
  ['London', 'United Kingdom'],
  ['Berlin', 'Germany'],
]

interface Built {
  embeds: EmbedsTable[]
  contents: EmbedContentsTable[]
  /** Site, device and country are added when the rows are written. */
  facts: Omit<EmbedEngagementDailyTable, 'site_uuid' | 'device' | 'country'>[]
}

/** An answer within its format's limit (Round answers hold 15 characters: spec 001 §5). */
function fitOption(text: string, format: string): string {
  return format === 'image1' && text.length > OPTION_TEXT_MAX_ROUND
    ? text.slice(0, OPTION_TEXT_MAX_ROUND).trim()
    : text
}

/** Cards of one embed (count of them, ~1 in 4 offline), with engagement facts. */
function cardsFor(
  accountUUID: string,
  embedUUID: string,
  count: number,
  created: number,
  now: number,
  random: () => number,
  built: Built,
) {
  const between = (min: number, max: number) => min + Math.floor(random() * (max - min + 1))
  const types: ContentType[] = ['QUIZ', 'POLL', 'STORY']
  let position = 0
  for (let k = 0; k < count; k++) {
    const type = types[(k + between(0, 2)) % 3]!
    // The first card is always live, so an embed with cards shows live cards.
    const live = k === 0 || random() > 0.25
    const contentUUID = EMBED_IDS.content(embedUUID, k)
    const drawn =
      type === 'STORY'
        ? undefined
        : (['text1', 'text2', 'emoji', 'image1', 'image2'] as const)[between(0, 4)]!
    // Quizzes have no emoji format (spec 001 §4); the draw stays, so the seed stays the same.
    const format = type === 'QUIZ' && drawn === 'emoji' ? 'text1' : drawn
    let properties: Content['contentProperties']
    const options: Option[] = []
    if (type === 'STORY') {
      properties = {
        title: STORIES[between(0, STORIES.length - 1)]!,
        storyURL: `https://www.dailyplanet.test/stories/${k + 1}`,
        ctaText: 'Read More',
        backgroundColor: 'rgba(48,48,48,0.8)',
        backgroundImageURL: null,
      }
    } else {
      const n = between(2, 4)
      const correct = type === 'QUIZ' ? between(0, n - 1) : -1
      const question = QUESTIONS[between(0, QUESTIONS.length - 1)]!
      for (let o = 0; o < n; o++) {
        options.push({
          optionUUID: `${contentUUID.slice(0, 19)}${String(o + 1).padStart(4, '0')}${contentUUID.slice(23)}`,
          text:
            format === 'emoji'
              ? null
              : fitOption(question.answers[(k + o) % question.answers.length]!, format!),
          position: o,
          correctOption: o === correct,
          emoji: format === 'emoji' ? EMOJI[o]! : null,
          imageURL:
            format === 'image1' || format === 'image2' ? POSTERS[o % POSTERS.length]! : null,
        })
      }
      properties = {
        title: question.title,
        type: format,
        options,
        backgroundColor: 'rgba(48,48,48,0.8)',
        backgroundImageURL: null,
      }
    }
    const cardCreated = Math.min(now - DAY, created + k * DAY + between(0, DAY))
    built.contents.push({
      content_uuid: contentUUID,
      embed_uuid: embedUUID,
      content_type: type,
      live: live ? 1 : 0,
      queue_position: live ? position++ : null,
      properties: JSON.stringify(properties),
      created_at: cardCreated,
    })
    // Engagement on a few days: some in the last week, the rest since the card was made.
    const age = Math.max(1, Math.floor((now - cardCreated) / DAY))
    const days = new Set<string>()
    for (let d = 0; d < 6; d++) days.add(nyDay(now - between(0, Math.min(age, 395)) * DAY))
    days.add(nyDay(now - between(0, 6) * DAY))
    days.add(nyDay(now))
    for (const day of days) {
      const loads = between(20, 120)
      built.facts.push({
        account_uuid: accountUUID,
        embed_uuid: embedUUID,
        content_uuid: contentUUID,
        option_uuid: '',
        day,
        loads,
        answers: 0,
        clicks: type === 'STORY' ? between(0, 12) : 0,
      })
      for (const option of options) {
        built.facts.push({
          account_uuid: accountUUID,
          embed_uuid: embedUUID,
          content_uuid: contentUUID,
          option_uuid: option.optionUUID,
          day,
          loads: 0,
          answers: between(0, 4) + (option.correctOption ? 2 : 0),
          clicks: 0,
        })
      }
    }
  }
}

export { embedRow }

const USER_DATA_COLLECTION = (publisherName: string) =>
  JSON.stringify({
    queuePosition: 7,
    publisherName,
    publisherPrivacyPolicyURL: 'https://www.dailyplanet.test/privacy',
    backgroundColor: 'rgba(48,48,48,0.8)',
    backgroundImageURL: null,
    headline: 'Stay in the loop',
    body: 'Get the best stories in your inbox every week.',
  })

/** An account's seeded labels, created a day apart from `first` on. */
const labelRows = (
  names: readonly string[],
  ids: readonly string[],
  accountUUID: string,
  first: number,
) =>
  names.map((name, n) => ({
    label_uuid: ids[n]!,
    account_uuid: accountUUID,
    name,
    name_key: name.toLowerCase(),
    created_at: first + n * DAY,
  }))

/** Seeds the embeds data (inside the main seed's transaction). */
export async function seedEmbeds(
  trx: Kysely<Database>,
  input: {
    demoAccount: string
    otherAccount: string
    /** Demo Publisher's three sites, then Other Media's site. */
    sites: readonly string[]
    ownerUUID: string
  },
  now = Date.now(),
): Promise<void> {
  const random = prng(20260801)
  const between = (min: number, max: number) => min + Math.floor(random() * (max - min + 1))
  const built: Built = { embeds: [], contents: [], facts: [] }
  const links: EmbedLabelLinksTable[] = []
  const emails: Omit<EmbedEmailsTable, 'id'>[] = []

  await trx
    .insertInto('embed_labels')
    .values([
      ...labelRows(DEMO_LABELS, EMBED_IDS.labels, input.demoAccount, now - 200 * DAY),
      ...labelRows(OTHER_LABELS, EMBED_IDS.otherLabels, input.otherAccount, now - 100 * DAY),
    ])
    .execute()

  for (const [n, name] of DEMO_NAMES.entries()) {
    const embedUUID = demoEmbed(n)
    const created = now - between(40, 395) * DAY - between(0, DAY - 1)
    // Recently changed embeds first in the grid; a few today and within the last week.
    const modified =
      n < 3
        ? now - n * 3_600_000 - 60_000
        : n < 8
          ? now - between(1, 6) * DAY
          : between(created, now - 8 * DAY)
    const archived = ARCHIVED.has(n)
    const online = !archived && !OFFLINE.has(n)
    const cardCount = EMPTY.has(n) ? 0 : n === 0 ? 8 : between(1, 8)
    const collecting = COLLECTING.includes(n)
    built.embeds.push(
      embedRow(
        {
          embed_uuid: embedUUID,
          account_uuid: input.demoAccount,
          site_uuid: input.sites[n % 3]!,
          name,
          embed_position: n % 4 === 1 ? 'IN_CONTENT' : 'RAIL',
          content_order: n % 5 === 3 ? 'RANDOM' : 'ORDERED',
          embed_state: online ? 'online' : 'offline',
          // An online embed's code is live on a page: the player loaded it minutes ago.
          last_load_at: online ? now - (n + 1) * 60_000 : null,
          active: archived ? 0 : 1,
          poster_image: n % 3 === 1 ? null : POSTERS[n % POSTERS.length]!,
          images_upload_status: IN_PROGRESS.has(n) ? 'IN_PROGRESS' : n === FAILED ? 'FAILED' : null,
          show_user_data_collection: collecting ? 1 : 0,
          created_by: input.ownerUUID,
          created_at: created,
          modified_at: Math.max(created, modified),
        },
        now,
      ),
    )
    cardsFor(input.demoAccount, embedUUID, cardCount, created, now, random, built)
    // Labels: the first embed carries three (over 43 characters together), others 0–3.
    const labelSet =
      n === 0 ? [5, 0, 2] : [...new Set(Array.from({ length: between(0, 3) }, () => between(0, 7)))]
    for (const l of labelSet)
      links.push({ embed_uuid: embedUUID, label_uuid: EMBED_IDS.labels[l]! })
    if (collecting) {
      const count = n === 0 ? 90 : between(25, 60)
      for (let e = 0; e < count; e++) {
        // A few in the last 7 days, the rest over 13 months.
        const at =
          now -
          (e < 8 ? between(0, 6 * 24) * 3_600_000 : between(7, 395) * DAY + between(0, DAY - 1))
        const [city, country] = CITIES[between(0, CITIES.length - 1)]!
        emails.push({
          account_uuid: input.demoAccount,
          embed_uuid: embedUUID,
          day: nyDay(at),
          collected_at: at,
          email: `reader${n}.${e}@mail.test`,
          city: e % 11 === 3 ? null : city,
          country: e % 11 === 3 ? null : country,
        })
      }
    }
  }

  for (const [n, name] of OTHER_NAMES.entries()) {
    const embedUUID = otherEmbed(n)
    const created = now - (60 + n * 10) * DAY
    built.embeds.push(
      embedRow(
        {
          embed_uuid: embedUUID,
          account_uuid: input.otherAccount,
          site_uuid: input.sites[3]!,
          name,
          embed_state: n === 0 ? 'online' : 'offline',
          last_load_at: n === 0 ? now - 60_000 : null,
          active: n === 3 ? 0 : 1,
          show_user_data_collection: n === 0 ? 1 : 0,
          created_at: created,
          modified_at: created + DAY,
        },
        now,
      ),
    )
    cardsFor(input.otherAccount, embedUUID, n === 3 ? 0 : 2 + n, created, now, random, built)
    links.push({ embed_uuid: embedUUID, label_uuid: EMBED_IDS.otherLabels[n % 2]! })
  }
  for (let e = 0; e < 12; e++) {
    const at = now - between(0, 60) * DAY
    emails.push({
      account_uuid: input.otherAccount,
      embed_uuid: otherEmbed(0),
      day: nyDay(at),
      collected_at: at,
      email: `other${e}@mail.test`,
      city: 'San Francisco',
      country: 'United States',
    })
  }

  await trx.insertInto('embeds').values(built.embeds).execute()
  await trx
    .insertInto('embed_addons')
    .values(
      built.embeds
        .filter((e) => e.show_user_data_collection)
        .map((e) => ({
          embed_uuid: e.embed_uuid,
          kind: 'USER_DATA_COLLECTION',
          data: USER_DATA_COLLECTION(
            e.account_uuid === input.demoAccount ? 'Demo Publisher' : 'Other Media',
          ),
        })),
    )
    .execute()
  await trx.insertInto('embed_contents').values(built.contents).execute()
  await trx.insertInto('embed_label_links').values(links).execute()
  // These facts count desktop readers in the US; the metrics seed (demo/server/metrics/seed.ts)
  // adds the daily traffic of every device and country on top of them.
  const siteOf = new Map(built.embeds.map((e) => [e.embed_uuid, e.site_uuid]))
  const facts = built.facts.map((f) => ({
    ...f,
    site_uuid: siteOf.get(f.embed_uuid)!,
    device: 'DESKTOP',
    country: 'US',
  }))
  // Chunks keep each statement under the engines' parameter limits.
  for (let i = 0; i < facts.length; i += 500)
    await trx
      .insertInto('embed_engagement_daily')
      .values(facts.slice(i, i + 500))
      .execute()
  for (let i = 0; i < emails.length; i += 500)
    await trx
      .insertInto('embed_emails')
      .values(emails.slice(i, i + 500))
      .execute()
}
