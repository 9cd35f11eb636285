/**
 * The code step (spec 001 §2 "Code step"; BLD-66): the embed's header and body code (API-45)
 * in the tabs `Your Website Code` and `DFP` with copy buttons, confetti a second after a new
 * embed was created, and the buttons `Create Another Embed` and `Return to Library`.
 */
import { useCallback, useEffect, useId, useRef, useState } from 'react'
import { navigate } from '../../../../core/router'
import { Button } from '../../../../ui/button'
import { CodeBlock } from '../../../../ui/code-block'
import { LoadError } from '../../../../ui/load-error'
import { Skeleton } from '../../../../ui/states'
import { ButtonTabs, type ButtonTab } from '../../../../ui/tabs'
import { useRequest } from '../../../../ui/use-request'
import { CODE_FETCH_FAILED_MESSAGE, type EmbedCode } from '../../lib/builder-rules'
import { LIBRARY_PATH } from '../../lib/steps-rules'
import { useBuilder, useBuilderEnv } from '../builder-store'
import { codeApi } from './code-api'
import { prefersReducedMotion, scheduleConfetti } from './confetti'

export interface CodeStepProps {
  /** BLD-66: Create Another Embed opens the New Embed dialog. */
  onCreateAnother: () => void
}

/** BLD-66 OPEN (inventory default): the DFP tab holds the same code, labelled for Google Ad Manager. */
function CodeBlocks({ code, dfp }: Readonly<{ code: EmbedCode; dfp: boolean }>) {
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-slate-700">
        {dfp
          ? 'Serving the embed through DFP (Google Ad Manager)? Add the header code to your site’s <head> and put the body code in a custom HTML creative where the embed should show.'
          : 'Add the header code inside your site’s <head> and the body code where the embed should show.'}
      </p>
      <CodeBlock label={dfp ? 'DFP Header Code' : 'Header Code'} code={code.headerCode} />
      <CodeBlock label={dfp ? 'DFP Body Code' : 'Body Code'} code={code.bodyCode} />
    </div>
  )
}

type CodeTab = 'website' | 'dfp'
const CODE_TABS: readonly ButtonTab<CodeTab>[] = [
  { id: 'website', label: 'Your Website Code' },
  { id: 'dfp', label: 'DFP' },
]

export function CodeStep({ onCreateAnother }: Readonly<CodeStepProps>) {
  const embedUUID = useBuilder((s) => s.doc.embed.embedUUID)
  const siteUUID = useBuilder((s) => s.doc.embed.siteUUID)
  const isNew = useBuilder((s) => s.isNew)
  const { host } = useBuilderEnv()
  const [tab, setTab] = useState<CodeTab>('website')
  const tabsId = useId()
  const canvas = useRef<HTMLCanvasElement>(null)

  const load = useCallback(
    (signal: AbortSignal) => codeApi.embedCode(embedUUID ?? '', siteUUID, signal),
    [embedUUID, siteUUID],
  )
  const code = useRequest(embedUUID ? load : null, `${embedUUID}:${siteUUID}`)

  useEffect(() => {
    const target = canvas.current
    if (!isNew || !target || prefersReducedMotion(target.ownerDocument.defaultView)) return
    return scheduleConfetti(target)
  }, [isNew])

  return (
    <div className="flex flex-col gap-6">
      {isNew ? (
        <canvas
          ref={canvas}
          aria-hidden="true"
          data-confetti
          className="pointer-events-none fixed inset-0 z-50 size-full"
        />
      ) : null}
      <section className="rounded-card border border-slate-200 bg-white p-4 sm:p-6">
        {code.error ? (
          <LoadError text={CODE_FETCH_FAILED_MESSAGE} onRetry={code.reload} />
        ) : !code.data ? (
          <div aria-busy="true" aria-label="Loading the embed code" className="flex flex-col gap-3">
            <Skeleton className="h-10 w-64" />
            <Skeleton className="h-20 w-full" />
            <Skeleton className="h-20 w-full" />
          </div>
        ) : (
          <ButtonTabs
            label="Embed code"
            tabs={CODE_TABS}
            current={tab}
            onSelect={setTab}
            idBase={tabsId}
          >
            {/* keyed: a tab shows fresh copy buttons, as a panel of its own would */}
            <CodeBlocks key={tab} code={code.data} dfp={tab === 'dfp'} />
          </ButtonTabs>
        )}
      </section>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={() => navigate(host, LIBRARY_PATH)}>
          Return to Library
        </Button>
        <Button onClick={onCreateAnother}>Create Another Embed</Button>
      </div>
    </div>
  )
}
