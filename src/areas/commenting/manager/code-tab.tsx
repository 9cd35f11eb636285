import { notifyFailure } from '../../../core/store'
import { CopyField } from '../../../ui/copy-field'
import { LoadError } from '../../../ui/load-error'
import { Card, Skeleton } from '../../../ui/states'
import { useRequest } from '../../../ui/use-request'
import { commentingApi } from '../commenting-api'
import { TEXT } from '../lib/commenting-texts'
import { type TabProps } from './tab-props'

/** COM-11: the unit's Header Code and Commenting Unit Code, loaded when the tab opens. */
export function CodeTab({ site }: Readonly<TabProps>) {
  const code = useRequest(
    (signal) => commentingApi.unitCode(site.siteUUID, signal),
    site.siteUUID,
    (error) => notifyFailure(error, TEXT.codeFetchFailed),
  )
  return (
    <Card>
      <h2 className="text-base font-semibold text-slate-900">Install the commenting unit</h2>
      <p className="mt-1 mb-5 text-sm text-slate-600">
        Put the header code in the page’s &lt;head&gt; and the unit code where the comments should
        appear. Replace YOUR_PAGE_ID with the article’s own id so each article keeps its comments.
      </p>
      {code.error ? (
        <LoadError text={TEXT.codeFetchFailed} onRetry={code.reload} />
      ) : !code.data ? (
        <div aria-busy="true" className="flex flex-col gap-4">
          <Skeleton className="h-20 w-full" />
          <Skeleton className="h-20 w-full" />
        </div>
      ) : (
        <div className="flex flex-col gap-5">
          <CopyField label="Header Code" value={code.data.commentingUnitCode.headerCode} rows={2} />
          <CopyField
            label="Commenting Unit Code"
            value={code.data.commentingUnitCode.bodyCode}
            rows={2}
          />
        </div>
      )}
    </Card>
  )
}
