import { CodeCard } from '../../../site-product/code-card'
import { CopyField } from '../../../ui/copy-field'
import { commentingApi } from '../commenting-api'
import { TEXT } from '../lib/commenting-texts'
import { type TabProps } from './tab-props'

/** COM-11: the unit's Header Code and Commenting Unit Code, loaded when the tab opens. */
export function CodeTab({ site }: Readonly<TabProps>) {
  return (
    <CodeCard
      title="Install the commenting unit"
      intro={
        <>
          Put the header code in the page’s &lt;head&gt; and the unit code where the comments should
          appear. Replace YOUR_PAGE_ID with the article’s own id so each article keeps its comments.
        </>
      }
      load={(signal) => commentingApi.unitCode(site.siteUUID, signal)}
      loadKey={site.siteUUID}
      failed={TEXT.codeFetchFailed}
    >
      {(data) => (
        <>
          <CopyField label="Header Code" value={data.commentingUnitCode.headerCode} rows={2} />
          <CopyField
            label="Commenting Unit Code"
            value={data.commentingUnitCode.bodyCode}
            rows={2}
          />
        </>
      )}
    </CodeCard>
  )
}
