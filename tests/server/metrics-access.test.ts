/**
 * Issue 10, the metric calls' guards: bad input (each rule) gives 400 with the field and changes
 * nothing; tenant isolation (another account's query 403, another account's ids 400); mockup
 * sessions refused; the revenue family only with home.adMetrics or a mocked session; the lists
 * (stories, countries); and the player's events showing up in the totals.
 */
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { metricReads, READ_POSTS } from '../../demo/server/platform/context'
import { nyDay, nyDayBefore } from '../../demo/server/platform/days'
import { api, Client, IDS, signedIn, startHarness, supportSession, type Harness } from './harness'
import { rollupsMatchFacts } from './rollup-check'
import { metricFields, postForm } from './metrics-harness'

let h: Harness
let owner: Client
before(async () => {
  h = await startHarness()
  owner = await signedIn(h, 'owner@demo.test')
})
after(() => h.close())

const START = nyDayBefore(Date.now(), 14)
const END = nyDayBefore(Date.now(), 2)

const base = metricFields(START, END)

const fieldOf = (body: { error?: { fields?: Array<{ field: string }> } }) =>
  body.error?.fields?.map((f) => f.field)

/** Every fact table's row count and sums: what "changes nothing" compares. */
async function snapshot() {
  const count = async (
    table: 'embed_engagement_daily' | 'engagement_visitors_daily' | 'ad_facts_daily',
  ) =>
    Number(
      (
        await h.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    )
  return [
    await count('embed_engagement_daily'),
    await count('engagement_visitors_daily'),
    await count('ad_facts_daily'),
  ]
}

describe('bad input', () => {
  const cases: Array<[string, string, Record<string, string | string[]>, string]> = [
    [
      'no account',
      '/api/metrics/embedLoad/total',
      { startDate: START, endDate: END },
      'accountUUID',
    ],
    ['no dates', '/api/metrics/embedLoad/total', { accountUUID: IDS.demoAccount }, 'startDate'],
    [
      'a date that is not real',
      '/api/metrics/embedLoad/total',
      base({ startDate: '2026-02-30' }),
      'startDate',
    ],
    [
      'end before start',
      '/api/metrics/embedLoad/total',
      base({ startDate: END, endDate: START }),
      'endDate',
    ],
    [
      'over two years',
      '/api/metrics/embedLoad/total',
      base({ startDate: '2023-01-01', endDate: '2025-12-31' }),
      'endDate',
    ],
    [
      'dates and a dateRange',
      '/api/metrics/embedLoad/total',
      base({ dateRange: 'LAST_SEVEN_DAYS' }),
      'dateRange',
    ],
    [
      'an unknown dateRange',
      '/api/metrics/embedLoad/total',
      { accountUUID: IDS.demoAccount, dateRange: 'LAST_CENTURY' },
      'dateRange',
    ],
    [
      'an unknown viewType',
      '/api/metrics/embedLoad/detailed',
      base({ viewType: 'WEATHER' }),
      'viewType',
    ],
    [
      'STORY outside story clicks',
      '/api/metrics/questionAnswered/detailed',
      base({ viewType: 'STORY' }),
      'viewType',
    ],
    [
      'AD_UNIT outside revenue',
      '/api/metrics/embedLoad/detailed',
      base({ viewType: 'AD_UNIT' }),
      'viewType',
    ],
    ['STORY on revenue', '/api/reporting/revenue/detail', base({ viewType: 'STORY' }), 'viewType'],
    [
      'AD_TYPE with a revenueType',
      '/api/reporting/revenue/detail',
      base({ viewType: 'AD_TYPE', revenueType: 'VIDEO' }),
      'viewType',
    ],
    [
      'a revenueType outside revenue',
      '/api/metrics/embedLoad/total',
      base({ revenueType: 'VIDEO' }),
      'revenueType',
    ],
    [
      'an unknown revenueType',
      '/api/reporting/revenue/total',
      base({ revenueType: 'AUDIO' }),
      'revenueType',
    ],
    ['topRank 0', '/api/metrics/questionAnswered/top-questions', base({ topRank: '0' }), 'topRank'],
    [
      'topRank 101',
      '/api/metrics/questionAnswered/top-questions',
      base({ topRank: '101' }),
      'topRank',
    ],
    [
      'topRank not a number',
      '/api/metrics/storyClicked/top-stories',
      base({ topRank: '5e1' }),
      'topRank',
    ],
    ['a malformed site id', '/api/metrics/embedLoad/total', base({ sites: ['nope'] }), 'sites'],
    [
      'too many embeds',
      '/api/metrics/embedLoad/total',
      base({
        embeds: Array.from(
          { length: 101 },
          (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
        ),
      }),
      'embeds',
    ],
    ['an unknown device', '/api/metrics/embedLoad/total', base({ devices: ['TABLET'] }), 'devices'],
    [
      'a country that is no code',
      '/api/metrics/embedLoad/total',
      base({ countries: ['USA'] }),
      'countries',
    ],
    [
      'stories outside story clicks',
      '/api/metrics/embedLoad/total',
      base({ stories: [IDS.embeds.online] }),
      'stories',
    ],
    [
      'a dataType elsewhere',
      '/api/metrics/embedLoad/total',
      base({ dataType: 'storyclicks' }),
      'dataType',
    ],
    ['compare not a boolean', '/api/metrics/embedLoad/total', base({ compare: 'yes' }), 'compare'],
    ['an unknown field', '/api/metrics/embedLoad/total', base({ colour: 'blue' }), 'colour'],
    [
      'a repeated single field',
      '/api/metrics/embedLoad/total',
      base({ viewType: ['SITE', 'GEO'] }),
      'viewType',
    ],
    [
      'a control character',
      '/api/metrics/embedLoad/total',
      base({ viewType: 'SITE\u0000' }),
      'viewType',
    ],
  ]
  for (const [what, path, fields, field] of cases)
    it(`${what} → 400 on ${field}`, async () => {
      const before = await snapshot()
      const reply = await postForm(owner, path, fields)
      assert.equal(reply.status, 400, JSON.stringify(reply.body))
      assert.ok(fieldOf(reply.body)?.includes(field), JSON.stringify(reply.body))
      assert.deepEqual(await snapshot(), before, 'nothing changed')
    })

  it('a JSON body is refused: the calls take forms', async () => {
    const reply = await owner.post('/api/metrics/embedLoad/total', base())
    assert.equal(reply.status, 400)
  })

  it('a named range resolves in New York days', async () => {
    const reply = await postForm(owner, '/api/metrics/questionAnswered/detailed', {
      accountUUID: IDS.demoAccount,
      dateRange: 'LAST_SEVEN_DAYS',
    })
    assert.equal(reply.status, 200)
    const days = Object.keys(reply.body.series.by_date).sort()
    assert.ok(days.length > 0)
    assert.ok(days[0]! >= nyDayBefore(Date.now(), 7))
    assert.ok(days.at(-1)! <= nyDayBefore(Date.now(), 1))
  })
})

describe('who may call', () => {
  it('needs a session', async () => {
    const reply = await postForm(new Client(h), '/api/metrics/embedLoad/total', base())
    assert.equal(reply.status, 401)
  })

  it("another account's query is 403; its ids in a filter are 400", async () => {
    const other = await signedIn(h, 'other@demo.test')
    for (const path of [
      '/api/metrics/embedLoad/detailed',
      '/api/reporting/revenue/detail',
      '/api/metrics/storyClicked/top-stories',
    ]) {
      const reply = await postForm(other, path, base())
      assert.equal(reply.status, 403, path)
    }
    const foreign = await postForm(
      owner,
      '/api/metrics/questionAnswered/total',
      base({ embeds: [IDS.embeds.other[0]!] }),
    )
    assert.equal(foreign.status, 400)
    assert.deepEqual(fieldOf(foreign.body), ['embeds'])
    const site = await postForm(
      owner,
      '/api/metrics/questionAnswered/total',
      base({ sites: [IDS.sites[3]!] }),
    )
    assert.deepEqual(fieldOf(site.body), ['sites'])
    const otherStory = await h.db
      .selectFrom('embed_contents')
      .select('content_uuid')
      .where('embed_uuid', 'in', IDS.embeds.other)
      .where('content_type', '=', 'STORY')
      .executeTakeFirst()
    if (otherStory) {
      const story = await postForm(
        owner,
        '/api/metrics/storyClicked/total',
        base({ stories: [otherStory.content_uuid] }),
      )
      assert.deepEqual(fieldOf(story.body), ['stories'])
    }
    // Lists too.
    const stories = await other.get(api(`/accounts/${IDS.demoAccount}/stories`))
    assert.equal(stories.status, 403)
    const countries = await other.get(
      api(`/accounts/${IDS.demoAccount}/countries?startDate=${START}&endDate=${END}`),
    )
    assert.equal(countries.status, 403)
  })

  it('a mockup-generator session sees no analytics', async () => {
    const mockup = await supportSession(h, 'mockup')
    const reply = await postForm(mockup, '/api/metrics/embedLoad/total', base())
    assert.equal(reply.status, 403)
  })

  it('revenue needs home.adMetrics or a mocked session; engagement does not', async () => {
    const editor = await signedIn(h, 'editor@demo.test')
    assert.equal((await postForm(editor, '/api/reporting/revenue/total', base())).status, 403)
    assert.equal((await postForm(editor, '/api/reporting/revenue/export', base())).status, 403)
    assert.equal((await postForm(editor, '/api/metrics/embedLoad/total', base())).status, 200)
    const analyst = await signedIn(h, 'analyst@demo.test')
    assert.equal((await postForm(analyst, '/api/reporting/revenue/total', base())).status, 200)
    const noperm = await signedIn(h, 'noperm@demo.test')
    assert.equal((await postForm(noperm, '/api/reporting/revenue/detail', base())).status, 403)
    const mocked = await supportSession(h, 'mocked')
    assert.equal((await postForm(mocked, '/api/reporting/revenue/detail', base())).status, 200)
  })
})

describe('lists', () => {
  it('stories: the story cards of the account, id → title', async () => {
    const reply = await owner.get(api(`/accounts/${IDS.demoAccount}/stories`))
    assert.equal(reply.status, 200)
    const stories = reply.body.stories as Record<string, string>
    const want = await h.db
      .selectFrom('embed_contents')
      .innerJoin('embeds', 'embeds.embed_uuid', 'embed_contents.embed_uuid')
      .select('content_uuid')
      .where('embeds.account_uuid', '=', IDS.demoAccount)
      .where('content_type', '=', 'STORY')
      .execute()
    assert.deepEqual(Object.keys(stories).sort(), want.map((r) => r.content_uuid).sort())
    assert.ok(Object.values(stories).every((t) => t.length > 0))
  })

  it('countries: those with data in the range, code → English name; dates checked', async () => {
    const reply = await owner.get(
      api(`/accounts/${IDS.demoAccount}/countries?startDate=${START}&endDate=${END}`),
    )
    assert.equal(reply.status, 200)
    assert.equal(reply.body.countries.US, 'United States')
    const none = await owner.get(
      api(`/accounts/${IDS.demoAccount}/countries?startDate=2001-01-01&endDate=2001-01-31`),
    )
    assert.deepEqual(none.body.countries, {})
    const bad = await owner.get(
      api(`/accounts/${IDS.demoAccount}/countries?startDate=${END}&endDate=${START}`),
    )
    assert.equal(bad.status, 400)
    const missing = await owner.get(api(`/accounts/${IDS.demoAccount}/countries`))
    assert.equal(missing.status, 400)
  })
})

describe("the player's events land in the totals", () => {
  it('loads, in-view loads, answers, story clicks and engaged visitors', async () => {
    const today = nyDay(Date.now())
    const embed = IDS.embeds.online
    const cards = await h.db
      .selectFrom('embed_contents')
      .select(['content_uuid', 'content_type', 'properties'])
      .where('embed_uuid', '=', embed)
      .where('live', '=', 1)
      .orderBy('queue_position')
      .execute()
    const question = cards.find((c) => c.content_type !== 'STORY')!
    const option = (JSON.parse(question.properties) as { options: Array<{ optionUUID: string }> })
      .options[0]!.optionUUID
    const story = cards.find((c) => c.content_type === 'STORY')
    const q = (over: Record<string, string | string[]> = {}) => ({
      accountUUID: IDS.demoAccount,
      startDate: today,
      endDate: today,
      embeds: [embed],
      devices: ['MOBILE'],
      countries: ['NZ'],
      compare: 'false',
      ...over,
    })
    const totals = async () => ({
      answers: (await postForm(owner, '/api/metrics/questionAnswered/total', q())).body.total
        .aggregate,
      inview: (await postForm(owner, '/api/metrics/embedLoad/total', q())).body.total.aggregate,
      users: (await postForm(owner, '/api/metrics/uniqueEngagedUsers/total', q())).body.total
        .aggregate,
      clicks: (await postForm(owner, '/api/metrics/storyClicked/total', q())).body.total.aggregate,
    })
    const before = await totals()
    assert.deepEqual(before, { answers: 0, inview: 0, users: 0, clicks: 0 }, 'no NZ phones yet')
    const send = (visitor: string, withView: boolean) =>
      new Client(h).request('POST', '/api/player/events', {
        raw: JSON.stringify([
          { kind: 'load', embedUUID: embed, visitor },
          ...(withView
            ? [
                {
                  kind: 'inview',
                  embedUUID: embed,
                  contentUUID: cards[0]!.content_uuid,
                  ms: 900,
                  firstView: true,
                  visitor,
                },
              ]
            : []),
          {
            kind: 'answer',
            embedUUID: embed,
            contentUUID: question.content_uuid,
            optionUUID: option,
            visitor,
          },
          ...(story
            ? [{ kind: 'story_click', embedUUID: embed, contentUUID: story.content_uuid, visitor }]
            : []),
        ]),
        headers: {
          'content-type': 'text/plain',
          'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148',
          'cf-ipcountry': 'NZ',
        },
      })
    assert.equal((await send('visitor-aaaa-1', true)).status, 204)
    assert.equal((await send('visitor-aaaa-1', false)).status, 204)
    assert.equal((await send('visitor-bbbb-2', true)).status, 204)
    const after = await totals()
    assert.equal(after.answers, 3)
    assert.equal(after.clicks, story ? 3 : 0)
    assert.equal(after.users, 2, 'two visitors, one of them twice')
    assert.ok(Math.abs(after.inview - (100 * 2) / 3) < 1e-9, 'two of three loads in view')
    const stored = await h.db
      .selectFrom('engagement_visitors_daily')
      .innerJoin(
        'engagement_visitor_ids',
        'engagement_visitor_ids.visitor_id',
        'engagement_visitors_daily.visitor_id',
      )
      .select('visitor_hash')
      .where('country', '=', 'NZ')
      .execute()
    assert.ok(
      stored.every((r) => !r.visitor_hash.includes('visitor')),
      'only hashes are kept',
    )
  })
})

describe('the rollup follows the facts', () => {
  it('a builder save that removes a card removes its facts from every total', async () => {
    const embed = IDS.embeds.online
    const read = await owner.get(api(`/embeds/${embed}/sites/content`))
    assert.equal(read.status, 200)
    const fields = [
      'contentOrder',
      'embedName',
      'embedPosition',
      'webAdDisplayMode',
      'mobileAdDisplayMode',
      'showVideoAdForDesktop',
      'showVideoAdForMobile',
      'partnerLogoUrl',
      'showBranding',
      'logoClickThroughUrl',
      'brandColorCode',
      'showMarketResearch',
      'showProfilingQuestions',
      'showRewards',
      'showPartnerLogo',
      'showUserDataCollection',
      'attachedLabelUUIDs',
    ]
    const pages = read.body.contents.pages as Array<{
      contentUUID: string
      contentType: string
      contentLive: boolean
      queuePosition: number | null
    }>
    const dropped = pages.find((p) => p.contentType !== 'STORY')!
    const kept = pages.filter((p) => p.contentUUID !== dropped.contentUUID)
    // The live cards keep their order, renumbered from 0.
    kept
      .filter((p) => p.contentLive)
      .sort((a, b) => a.queuePosition! - b.queuePosition!)
      .forEach((p, i) => (p.queuePosition = i))
    const q = { accountUUID: IDS.demoAccount, startDate: START, endDate: END, embeds: [embed] }
    const answers = async () =>
      (await postForm(owner, '/api/metrics/questionAnswered/total', q)).body.total
        .aggregate as number
    const fromFacts = async () =>
      Number(
        (
          await h.db
            .selectFrom('embed_engagement_daily')
            .select((eb) => eb.fn.sum<number>('answers').as('n'))
            .where('embed_uuid', '=', embed)
            .where('day', '>=', START)
            .where('day', '<=', END)
            .executeTakeFirstOrThrow()
        ).n ?? 0,
      )
    const before = await answers()
    assert.equal(before, await fromFacts())
    const body = {
      embed: {
        ...Object.fromEntries(fields.map((f) => [f, read.body.embed[f]])),
        newLabelNames: [],
      },
      contents: {
        pages: kept,
      },
      embedWorkflowStep: 'CUSTOMIZE',
    }
    const saved = await owner.put(api(`/sites/${IDS.sites[0]}/embeds/${embed}/content`), body)
    assert.equal(saved.status, 200, JSON.stringify(saved.body))
    const after = await answers()
    assert.equal(after, await fromFacts(), 'the rollup agrees with the facts')
    await rollupsMatchFacts(h.db, IDS.demoAccount)
    assert.ok(after < before, 'the removed card took its answers along')
  })
})

describe('metric reads are not writes', () => {
  it('counts no write (no database counter) for a metric query, and limits them in memory', async () => {
    const reader = await signedIn(h, 'owner@demo.test')
    const writeCounters = () =>
      h.db.selectFrom('rate_limits').select('key').where('key', 'like', 'writes:%').execute()
    const before = await writeCounters()
    for (const path of [
      '/api/metrics/questionAnswered/detailed',
      '/api/metrics/questionAnswered/top-questions',
      '/api/metrics/embedLoad/total',
      '/api/reporting/revenue/detail',
    ]) {
      const reply = await postForm(reader, path, base({ viewType: 'SITE' }))
      assert.equal(reply.status, 200, `${path} ${JSON.stringify(reply.body)}`)
    }
    assert.deepEqual(await writeCounters(), before)
    for (const path of [
      '/api/metrics/storyClicked/top-stories/',
      '/api/reporting/revenue/total',
      '/api/metrics/uniqueEngagedUsers/detailed',
    ])
      assert.ok(READ_POSTS.test(path), path)
    // Exports and every other POST stay on the write budget.
    for (const path of [
      '/api/metrics/questionAnswered/export',
      '/api/accounts/embeds',
      '/api/metrics/x/detailed',
    ])
      assert.ok(!READ_POSTS.test(path), path)
    // Over the per-user read budget: 429 before the handler runs.
    const session = await h.db
      .selectFrom('users')
      .select('user_uuid')
      .where('email', '=', 'owner@demo.test')
      .executeTakeFirstOrThrow()
    while (metricReads.tryTake(`metric-reads:${session.user_uuid}`) === 0);
    const refused = await postForm(reader, '/api/metrics/questionAnswered/total', base())
    assert.equal(refused.status, 429)
    assert.ok(Number(refused.headers.get('retry-after')) >= 1)
  })
})
