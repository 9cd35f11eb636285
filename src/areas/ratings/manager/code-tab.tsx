import { CodeCard } from '../../../site-product/code-card'
import { CopyField } from '../../../ui/copy-field'
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
  return (
    <CodeCard
      title="Install the Ratings Unit"
      intro={
        <>
          Put the header code in the page’s &lt;head&gt; and the unit code where the stars should
          appear.
        </>
      }
      load={(signal) => ratingsApi.unitCode(site.siteUUID, signal)}
      loadKey={`${site.siteUUID}:${enablePageId}`}
      failed={TEXT.unitCodeFailed}
      tall
    >
      {(data) => (
        <>
          <div className="flex flex-col gap-2">
            <CopyField label={TEXT.headerCode} value={data.headerCode} rows={2} />
            <Note text={TEXT.headerNote} />
          </div>
          <div className="flex flex-col gap-2">
            <CopyField label={TEXT.unitCode} value={data.ratingUnitCode} rows={2} />
            <Note text={replaceNote(data.enablePageId)} />
          </div>
        </>
      )}
    </CodeCard>
  )
}
