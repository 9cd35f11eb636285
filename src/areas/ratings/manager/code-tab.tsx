import { notifyFailure } from '../../../core/store'
import { CopyField } from '../../../ui/copy-field'
import { LoadError } from '../../../ui/load-error'
import { Card, Skeleton } from '../../../ui/states'
import { useRequest } from '../../../ui/use-request'
import { TEXT } from '../lib/ratings-texts'
import { ratingsApi } from '../ratings-api'
import type { TabProps } from './tab-props'

/** RAT-12: the replace note, naming {extPageId} only when the unit uses page IDs. */
export function replaceNote(enablePageId: boolean): string {
  return enablePageId ? TEXT.replaceNote : TEXT.replaceNote.replace(' (and {extPageId})', '')
}

/** Shows a note with its {placeholders} as code. */
function Note({ text }: Readonly<{ text: string }>) {
  return (
    <p className="text-sm text-slate-600">
      {text.split(/(\{\w+\})/).map((part, i) =>
        i % 2 ? (
          <code key={i} className="rounded-sm bg-slate-100 px-1 font-mono text-[13px]">
            {part}
          </code>
        ) : (
          part
        ),
      )}
    </p>
  )
}

/**
 * RAT-11/12: the unit's Header Code and Ratings Unit Code (API-117), fetched again when the site
 * changes or page IDs are switched (the unit code then carries data-page-id).
 */
export function CodeTab({ site, config }: Readonly<TabProps>) {
  const enablePageId = config.configuration.enablePageId
  const code = useRequest(
    (signal) => ratingsApi.unitCode(site.siteUUID, signal),
    `${site.siteUUID}:${enablePageId}`,
    (error) => notifyFailure(error, TEXT.unitCodeFailed),
  )
  return (
    <Card>
      <h2 className="text-base font-semibold text-slate-900">Install the Ratings Unit</h2>
      <p className="mt-1 mb-5 text-sm text-slate-600">
        Put the header code in the page’s &lt;head&gt; and the unit code where the stars should
        appear.
      </p>
      {code.error ? (
        <LoadError text={TEXT.unitCodeFailed} onRetry={code.reload} />
      ) : code.loading || !code.data ? (
        <div aria-busy="true" className="flex flex-col gap-5">
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-24 w-full" />
        </div>
      ) : (
        <div className="flex flex-col gap-5">
          <div className="flex flex-col gap-2">
            <CopyField label={TEXT.headerCode} value={code.data.headerCode} rows={2} />
            <Note text={TEXT.headerNote} />
          </div>
          <div className="flex flex-col gap-2">
            <CopyField label={TEXT.unitCode} value={code.data.ratingUnitCode} rows={2} />
            <Note text={replaceNote(code.data.enablePageId)} />
          </div>
        </div>
      )}
    </Card>
  )
}
