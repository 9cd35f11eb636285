/**
 * Issue 10, the player's events in the metric totals: loads, in-view loads, answers, story clicks
 * and engaged visitors land in the totals, and a builder save that removes a card removes its facts
 * from every total and rollup.
 */
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { nyDay } from '../../demo/server/platform/days'
import { api, IDS } from './harness'
import { rollupsMatchFacts } from './rollup-check'
import { liveCards, metricsFile, playerBatch, postForm, sendEvents } from './metrics-harness'

const { h, owner, START, END } = metricsFile(14, 2)

describe("the player's events land in the totals", () => {
  it('loads, in-view loads, answers, story clicks and engaged visitors', async () => {
    const today = nyDay(Date.now())
    const live = await liveCards(h, IDS.embeds.online)
    const { embed, story } = live
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
      sendEvents(h, playerBatch(live, visitor, withView ? 900 : null), {
        'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148',
        'cf-ipcountry': 'NZ',
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
