/**
 * REP-12..15: when the report runs by itself (ONCE / DAILY / WEEKLY / MONTHLY; a CUSTOM range
 * cannot be scheduled, REP-14), until which day (not before today, New York) and to whom.
 * Suggestions come from the account's users (API-86) only with settings.users or a mocked
 * session; a failure only logs (REP-15: no toast).
 */
import { hasPermission, PERMISSIONS } from '../../../core/permissions'
import { usePortal } from '../../../core/store'
import { TextField } from '../../../ui/text-field'
import { useRequest } from '../../../ui/use-request'
import { CUSTOM_SCHEDULE_MESSAGE, schedulesFor, withSchedule } from '../lib/report-field-rules'
import { newYorkDay } from '../lib/report-range-rules'
import { MAX_END_DATE_DAYS, SCHEDULE_HINTS, SCHEDULE_LABELS, SCHEDULES } from '../lib/report-rules'
import { reportsApi } from '../reports-api'
import { EmailRows } from './email-rows'
import { RadioCards } from './radio-cards'
import { errorOf, SectionError, SectionFrame, type TouchedSectionProps } from './section-frame'

/** REP-15: the account's users' e-mails, when the session may read them (else none). */
function useSuggestions(enabled: boolean) {
  const accountUUID = usePortal((s) => s.session.accountUUID) ?? ''
  const allowed = usePortal(
    (s) => s.session.mocked || hasPermission(s.session.permissions, PERMISSIONS.users),
  )
  const users = useRequest(
    enabled && allowed && accountUUID
      ? (signal) => reportsApi.userEmails(accountUUID, signal)
      : null,
    `users:${accountUUID}`,
    () => console.info('No emails found'),
  )
  return allowed ? (users.data ?? []) : []
}

export function ScheduleSection({
  report,
  onChange,
  errors,
  now,
  onTouch,
}: Readonly<TouchedSectionProps>) {
  const allowed = schedulesFor(report.dateRange)
  const recurring = report.schedule !== 'ONCE'
  const suggestions = useSuggestions(recurring)
  return (
    <SectionFrame section="schedule">
      <RadioCards
        legend="Run"
        columns="sm:grid-cols-2 xl:grid-cols-4"
        value={report.schedule}
        reason={report.dateRange === 'CUSTOM' ? CUSTOM_SCHEDULE_MESSAGE : null}
        options={SCHEDULES.map((schedule) => ({
          value: schedule,
          label: SCHEDULE_LABELS[schedule],
          hint: SCHEDULE_HINTS[schedule],
          disabled: !allowed.includes(schedule),
        }))}
        onChange={(schedule) => onChange(withSchedule(report, schedule))}
      />
      <SectionError message={errorOf(errors, 'schedule')} />
      {recurring ? (
        <>
          <TextField
            className="sm:max-w-xs"
            label="End date"
            type="date"
            required
            min={newYorkDay(now)}
            max={newYorkDay(now, MAX_END_DATE_DAYS)}
            value={report.endDate ?? ''}
            error={errorOf(errors, 'endDate')}
            helper="The last day it runs (New York time)."
            onChange={(endDate) => {
              onTouch('endDate')
              onChange({ ...report, endDate: endDate || null })
            }}
            onBlur={() => onTouch('endDate')}
          />
          <EmailRows
            emails={report.emails}
            onChange={(emails) => onChange({ ...report, emails })}
            errors={errors}
            onTouch={onTouch}
            suggestions={suggestions}
          />
        </>
      ) : null}
    </SectionFrame>
  )
}
