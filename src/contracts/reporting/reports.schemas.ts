/**
 * The schemas of the report calls (reports.ts): the report entity and the runs' answers. The
 * enumerations and limits are the reports' rule module's; its types of these shapes are these
 * schemas' (src/areas/reports/lib/report-rules.ts), so each shape is written once.
 */
import { z } from 'zod'
import {
  CLIENT_REPORT_FIELDS,
  DATE_RANGES,
  DIMENSIONS,
  REPORT_DEVICES,
  REPORT_METRICS,
  REPORT_VIEW_TYPES,
  RETURN_TYPES,
  SCHEDULES,
} from '../../areas/reports/lib/report-rules'
import type { SchemasOf } from '../define'
import type { reportCalls } from './reports'

const id = z.string('Must be an id').max(100, 'Too long')
const day = z.string('Must be a day (yyyy-MM-dd)').max(20, 'Too long')
/** Generous bounds: the rule module's own limits (with their messages) are checked after. */
const list = <T extends z.ZodType>(item: T, max: number) =>
  z.array(item, 'Send a list').max(max, 'Too many values')

/** New York days, yyyy-MM-dd, both ends included. */
export const dayRange = z.object({ from: day, to: day })

/** A recipient as the form keeps it (REP-13: `valid` as the e-mail rule judged it). */
export const reportEmail = z.object({
  value: z.string('Required').max(500, 'Too long'),
  valid: z.boolean(),
})

/** REP-24 / API-81: the report entity as the calls carry it (JSON). */
export const report = z.object({
  /** Null in an update (REP-18: "accountUUID nulled"); the server takes the session's. */
  accountUUID: id.nullable(),
  /** Null before the first save. */
  reportUUID: id.nullable(),
  name: z.string('Required').max(500, 'Too long'),
  dateRange: z.enum(DATE_RANGES, 'Not a date range'),
  /** Only with CUSTOM. */
  customDateRange: dayRange.nullable(),
  /** yyyy-MM-dd (New York): the last day a schedule runs; null with ONCE. */
  endDate: day.nullable(),
  /** Ordered; the report's rows group by these, in this order. */
  dimensions: list(z.enum(DIMENSIONS, 'Not a dimension'), 20),
  viewType: z.enum(REPORT_VIEW_TYPES, 'Not a view type'),
  metrics: list(z.enum(REPORT_METRICS, 'Not a metric'), 20),
  /** Site UUIDs; empty = all. */
  sites: list(id, 500),
  /** Empty = both. */
  devices: list(z.enum(REPORT_DEVICES, 'Not a device'), 10),
  /** ISO 3166-1 alpha-2 codes; empty = all. */
  countries: list(z.string().regex(/^[A-Z]{2}$/, 'Use a 2-letter country code'), 500),
  schedule: z.enum(SCHEDULES, 'Not a schedule'),
  /** Recipients of the scheduled runs; empty with ONCE. */
  emails: list(reportEmail, 200),
})

/** A save's body: the entity, whose recipients may come without `valid` (the server judges). */
export const reportBody = report.extend({
  emails: list(reportEmail.partial({ valid: true }), 200),
})

/** Beyond the spec: a run of a saved report, as the library shows it. */
export const reportRunInfo = z.object({
  /** ISO instant the run finished (or failed). */
  at: z.string(),
  trigger: z.enum(['RUN', 'DOWNLOAD', 'SCHEDULE', 'SEND_NOW']),
  status: z.enum(['DONE', 'FAILED', 'DELAYED']),
  rowCount: z.number().nullable(),
  format: z.enum(RETURN_TYPES),
  /** The file's link while it is valid (downloads and scheduled runs), else null. */
  link: z.string().nullable(),
})

/** API-80/81/82/83: a saved report with what the library shows beside it. */
export const savedReport = report.extend({
  accountUUID: z.string(),
  reportUUID: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  lastRun: reportRunInfo.nullable(),
  /** ISO instants of the next scheduled runs (at most 3; empty with ONCE or past the end date). */
  nextRuns: z.array(z.string()),
})

/** A column of a run's answer: the dimensions in order, then the chosen measures. */
export const reportColumn = z.object({
  /** A Dimension, a Measure (AGGREGATE) or a ReportMetric (BREAKDOWN). */
  key: z.string(),
  label: z.string(),
  kind: z.enum(['text', 'date', 'integer', 'money']),
})

/** One row: column key → value (dimension values as shown: names, not ids; money in dollars). */
export const reportRow = z.record(z.string(), z.union([z.string(), z.number()]))

/** REP-24 "preview": the JSON run's answer (API-85 with returnType JSON). */
export const reportPreview = z.object({
  range: dayRange,
  columns: z.array(reportColumn),
  /** The first PREVIEW_ROW_LIMIT rows, sorted by the dimensions in order. */
  rows: z.array(reportRow),
  total: z.object({
    rowCount: z.number(),
    dimensions: z.array(z.enum(DIMENSIONS)),
    /** Metric column key → the value over every row (CPM from the sums). */
    values: z.record(z.string(), z.number()),
  }),
})

/** API-85 with returnType CSV or XLSX. */
export const reportDownload = z.object({
  reportAvailable: z.boolean(),
  /** Absolute link (also sent in e-mails). */
  link: z.string().optional(),
  /** The same file's path on the reporting service (what the element fetches). */
  path: z.string().optional(),
  fileName: z.string().optional(),
  rowCount: z.number().optional(),
})

/**
 * API-85's form (application/x-www-form-urlencoded; lists as repeated keys), read by the route
 * with the rule module's parser (parseRunForm); named here for the reference.
 */
const runForm = z.partialRecord(
  z.enum(CLIENT_REPORT_FIELDS),
  z.union([z.string(), z.array(z.string())]),
)

export const reportSchemas = {
  list: { answer: z.object({ items: z.array(savedReport) }) },
  get: { answer: savedReport },
  create: { body: reportBody, answer: savedReport },
  update: { body: reportBody, answer: savedReport },
  remove: {},
  sendNow: { answer: z.object({ recipients: z.number() }) },
  run: { body: runForm, bodyAs: 'urlencoded', answer: z.union([reportPreview, reportDownload]) },
  file: { file: 'text/csv' },
} satisfies SchemasOf<typeof reportCalls>
