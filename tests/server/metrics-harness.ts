/**
 * The metric calls' form posts (issue 10), shared by the metrics tests: the portal's export form
 * and the metric calls send url-encoded fields, a list as the same key repeated; and a metrics
 * file's harness with the owner signed in and a query over recent days.
 */
import { nyDayBefore } from '../../demo/server/platform/days'
import { fileHarness, IDS, signedInBefore, type Client } from './harness'

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
