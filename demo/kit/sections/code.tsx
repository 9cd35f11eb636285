/** Kit gallery: the copy-to-clipboard code block. */
import { CodeBlock } from '../../../src/ui/code-block'
import type { KitSection } from '../kit-gallery'

const HEADER_CODE = `<script async src="https://portal.example.com/units/commenting.js" data-unit="6f1c2a4e-93b1-4d0c-8a57-2f7e3c9b1d20" data-site="daily-planet"></script>`
const EMBED_CODE = `<div class="pp-commenting" data-unit="6f1c2a4e-93b1-4d0c-8a57-2f7e3c9b1d20" data-page-id="city-council-votes"></div>
<span class="pp-comments-count" data-page-id="city-council-votes"></span>`

function CodeBlocks() {
  return (
    <div className="grid gap-4">
      <CodeBlock label="Header code" code={HEADER_CODE} />
      <CodeBlock label="Embed code" code={EMBED_CODE} />
    </div>
  )
}

export const sections: KitSection[] = [{ id: 'code-block', title: 'Code block', Demo: CodeBlocks }]
