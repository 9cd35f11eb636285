/**
 * The metric calls' form posts (issue 10), shared by the metrics tests: the portal's export form
 * and the metric calls send url-encoded fields, a list as the same key repeated; and a metrics
 * file's harness with the owner signed in and a query over recent days; and a player's batch of
 * events on an embed's live cards, sent as a publisher's page sends it.
 */
import { nyDayBefore } from '../../demo/server/platform/days'
import { Client, fileHarness, IDS, signedInBefore, type Harness } from './harness'

export type MetricFields = Record<string, string | string[]>

/** The url-encoded body of `fields`, a list as its key repeated. */
export function formBody(fields: MetricFields): string {
  const body = new URLSearchParams()
  for (const [k, v] of Object.entries(fields))
    for (const item of Array.isArray(v) ? v : [v]) body.append(k, item)
  return body.toString()
}

/** POSTs `fields` to `path` as a form. */
export const postForm = (client: Client, path: string, fields: MetricFields) =>
  client.request('POST', path, {
    raw: formBody(fields),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  })

/**
 * The fields of a demo-account query from `startDate` to `endDate` with `defaults`; the
 * returned function adds or replaces fields for one call.
 */
export const metricFields =
  (startDate: string, endDate: string, defaults: MetricFields = {}) =>
  (over: MetricFields = {}): MetricFields => ({
    accountUUID: IDS.demoAccount,
    startDate,
    endDate,
    ...defaults,
    ...over,
  })

/**
 * A metrics test file's harness with the owner signed in, and the demo account's query over the
 * New York days `from` to `to` days back (START to END), with `defaults`.
 */
export function metricsFile(from: number, to: number, defaults: MetricFields = {}) {
  const h = fileHarness()
  const START = nyDayBefore(Date.now(), from)
  const END = nyDayBefore(Date.now(), to)
  return {
    h,
    owner: signedInBefore(h, 'owner@demo.test'),
    START,
    END,
    base: metricFields(START, END, defaults),
  }
}

/** An embed's live cards in queue order: the first question's first option, and its story if any. */
export async function liveCards(h: Harness, embed: string) {
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
  return { embed, cards, question, option, story: cards.find((c) => c.content_type === 'STORY') }
}

/**
 * One visitor's batch on `live`: a load, the first card in view for `inviewMs` (none when null),
 * an answer with the first question's first option and a click on the story if there is one.
 */
export function playerBatch(
  live: Awaited<ReturnType<typeof liveCards>>,
  visitor: string,
  inviewMs: number | null,
) {
  const { embed, cards, question, option, story } = live
  return [
    { kind: 'load', embedUUID: embed, visitor },
    ...(inviewMs === null
      ? []
      : [
          {
            kind: 'inview',
            embedUUID: embed,
            contentUUID: cards[0]!.content_uuid,
            ms: inviewMs,
            firstView: true,
            visitor,
          },
        ]),
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
  ]
}

/** POSTs `events` to the player's events call from a fresh client, with `headers`. */
export const sendEvents = (h: Harness, events: unknown[], headers: Record<string, string> = {}) =>
  new Client(h).request('POST', '/api/player/events', {
    raw: JSON.stringify(events),
    headers: { 'content-type': 'text/plain', ...headers },
  })
