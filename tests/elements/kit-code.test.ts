/** The kit's code block (UI.md copy fields): copy with "Copied" for 2 s, fallback selection, keyboard. */
import { expect } from '@esm-bundle/chai'
import { sendKeys } from '@web/test-runner-commands'
import { cleanBody, mountKit, root, waitFor } from './page'
import { accessibilityProblems, button } from './queries'

const clipboard = navigator.clipboard as Clipboard & { writeText: Clipboard['writeText'] }

describe('kit: code block', () => {
  let writes: string[] = []
  afterEach(() => {
    // The instance's own stub goes; the prototype's writeText comes back.
    delete (clipboard as Partial<Clipboard>).writeText
    cleanBody()
  })
  beforeEach(() => {
    writes = []
  })

  function block(el: HTMLElement, name: string): HTMLPreElement {
    const pre = Array.from(root(el).querySelectorAll('pre')).find(
      (p) => root(el).getElementById(p.getAttribute('aria-labelledby') ?? '')?.textContent === name,
    )
    if (!pre) throw new Error(`no code block named ${name}`)
    return pre
  }

  it('copies the code, says "Copied", announces it and goes back to "Copy" after 2 s', async () => {
    clipboard.writeText = async (text: string) => void writes.push(text)
    const el = await mountKit('code-block')
    const copy = await button(el, 'Copy Header code')
    expect(copy.textContent).to.equal('Copy')
    copy.click()
    await waitFor(() => copy.textContent === 'Copied')
    expect(writes).to.deep.equal([block(el, 'Header code').textContent])
    expect(writes[0]).to.match(/^<script async src=".*commenting\.js"/)
    const live = Array.from(root(el).querySelectorAll('[aria-live="polite"]')).map(
      (n) => n.textContent,
    )
    expect(live).to.include('Header code copied')
    // The other block is untouched.
    expect((await button(el, 'Copy Embed code')).textContent).to.equal('Copy')
    await waitFor(() => copy.textContent === 'Copy', 3500)
  })

  it('selects the code for copying by hand when the clipboard is refused', async () => {
    clipboard.writeText = async () => {
      throw new DOMException('denied', 'NotAllowedError')
    }
    const el = await mountKit('code-block')
    ;(await button(el, 'Copy Embed code')).click()
    const pre = block(el, 'Embed code')
    await waitFor(() => root(el).activeElement === pre)
    const selection = document.getSelection()?.toString() ?? ''
    expect(selection.replace(/\s+/g, ' ').trim()).to.equal(
      (pre.textContent ?? '').replace(/\s+/g, ' ').trim(),
    )
    expect((await button(el, 'Copy Embed code')).textContent).to.equal('Copy')
  })

  it('is reached by keyboard: the block takes focus and scrolls sideways, Enter copies', async () => {
    clipboard.writeText = async (text: string) => void writes.push(text)
    const el = await mountKit('code-block')
    const copy = await button(el, 'Copy Header code')
    const pre = block(el, 'Header code')
    copy.focus()
    await sendKeys({ press: 'Tab' })
    expect(root(el).activeElement).to.equal(pre)
    expect(pre.scrollWidth).to.be.greaterThan(pre.clientWidth)
    expect(getComputedStyle(pre).whiteSpace).to.equal('pre')
    expect(getComputedStyle(pre).fontFamily).to.match(/mono/i)
    await sendKeys({ press: 'ArrowRight' })
    await waitFor(() => pre.scrollLeft > 0)
    await sendKeys({ press: 'Shift+Tab' })
    expect(root(el).activeElement).to.equal(copy)
    await sendKeys({ press: 'Enter' })
    await waitFor(() => copy.textContent === 'Copied')
    expect(writes).to.have.length(1)
  })

  it('has no accessibility problems, and each block is a region named by its label', async () => {
    const el = await mountKit('code-block')
    expect(accessibilityProblems(root(el))).to.deep.equal([])
    for (const pre of root(el).querySelectorAll('pre'))
      expect(pre.getAttribute('role')).to.equal('region')
  })
})
