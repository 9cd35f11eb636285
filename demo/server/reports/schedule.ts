/**
 * REP-12: when a saved report runs by itself: 5:30 PM New York time (DAILY every day, WEEKLY
 * Mondays, MONTHLY the 1st), never after its end date's 5:30 PM, never with ONCE.
 */
import { TZDate } from '@date-fns/tz'
import { Cron } from 'croner'
import { NEW_YORK } from '../../../src/core/date-cutoff'
import {
  SCHEDULE_CRON,
  SCHEDULE_HOUR,
  SCHEDULE_MINUTE,
  type Schedule,
} from '../../../src/areas/reports/lib/report-rules'

/** How many upcoming runs a saved report shows (SavedReport.nextRuns). */
export const NEXT_RUNS_SHOWN = 3

/** The last instant a schedule may run: the end date at 5:30 PM New York time. */
export function scheduleEnd(endDate: string): number {
  const [y, m, d] = endDate.split('-').map(Number) as [number, number, number]
  return new TZDate(y, m - 1, d, SCHEDULE_HOUR, SCHEDULE_MINUTE, 0, NEW_YORK).getTime()
}

/**
 * REP-12: the next `count` runs strictly after `after` (ms), none past the end date; none with
 * ONCE or without an end date.
 */
export function upcomingRuns(
  schedule: Schedule | string,
  endDate: string | null,
  after: number,
  count = NEXT_RUNS_SHOWN,
): number[] {
  if (schedule === 'ONCE' || !endDate || !(schedule in SCHEDULE_CRON)) return []
  const pattern = SCHEDULE_CRON[schedule as keyof typeof SCHEDULE_CRON]
  const end = scheduleEnd(endDate)
  // A Cron without a function schedules nothing: it only answers nextRuns.
  return new Cron(pattern, { timezone: NEW_YORK })
    .nextRuns(count, new Date(after))
    .map((d) => d.getTime())
    .filter((at) => at <= end)
}

/** The `next_run_at` to store: the first upcoming run after `after`, or null. */
export const nextRunAt = (schedule: string, endDate: string | null, after: number) =>
  upcomingRuns(schedule, endDate, after, 1)[0] ?? null
