/** EMB-02: analytics without an embed in the route: choose one of the account's embeds (API-78). */
import { navigate } from '../../../core/router'
import { notifyFailure, usePortal } from '../../../core/store'
import { LoadError } from '../../../ui/load-error'
import { SelectField } from '../../../ui/select-field'
import { Card, EmptyState, LoadingState } from '../../../ui/states'
import { useRequest } from '../../../ui/use-request'
import { analyticsPath } from '../lib/embeds-routes'
import { analyticsApi } from './analytics-api'
import { EmbedTitle } from './page-title'

export const EMBEDS_FAILED = 'There was an issue fetching your Embeds'

export function EmbedPicker({ host }: Readonly<{ host: HTMLElement }>) {
  const accountUUID = usePortal((s) => s.session.accountUUID)
  const embeds = useRequest(
    accountUUID ? (signal) => analyticsApi.embeds(accountUUID, signal) : null,
    accountUUID ?? '',
    (error) => notifyFailure(error, EMBEDS_FAILED),
  )
  const options = Object.entries(embeds.data ?? {})
    .map(([value, label]) => ({ value, label }))
    .sort((a, b) => a.label.localeCompare(b.label))

  return (
    <>
      <EmbedTitle name={null} />
      {embeds.error ? (
        <LoadError text={EMBEDS_FAILED} onRetry={embeds.reload} />
      ) : embeds.loading || !embeds.data ? (
        <LoadingState label="Loading your embeds" />
      ) : options.length === 0 ? (
        <EmptyState text="No Embeds have been created for your account yet." />
      ) : (
        <Card className="max-w-xl">
          <h2 className="mb-1 text-base font-semibold text-slate-900">Embed analytics</h2>
          <p className="mb-4 text-sm text-slate-600">Choose an embed to see how its cards do.</p>
          <SelectField
            label="Embed"
            value=""
            placeholder="Choose an embed"
            options={options}
            onChange={(value) => {
              if (value) navigate(host, analyticsPath(value))
            }}
          />
        </Card>
      )}
    </>
  )
}
