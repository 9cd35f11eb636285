/** The kit's Field frame: label, required marker, hint, error wiring, and the inputs built on it. */
import { expect } from '@esm-bundle/chai'
import { sendKeys } from '@web/test-runner-commands'
import { cleanBody, mountKit, root, waitFor } from './page'
import { accessibilityProblems, field, fill } from './queries'

/** The ids an input's aria-describedby names, resolved to their texts. */
function describedBy(input: Element): string[] {
  const scope = input.getRootNode() as ShadowRoot
  return (input.getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .map((id) => scope.getElementById(id)?.textContent ?? `missing #${id}`)
}

/** The required marker beside the label of `input` (null when the field is optional). */
function marker(input: Element): Element | null {
  return input.closest('.flex-col')?.querySelector('[data-required-marker]') ?? null
}

describe('kit: fields', () => {
  afterEach(cleanBody)

  it('an optional field has a label, no marker, no aria-required and no description', async () => {
    const el = await mountKit('text-fields')
    const input = await field(el, 'Report name')
    expect(marker(input)).to.equal(null)
    expect(input.hasAttribute('aria-required')).to.equal(false)
    expect(input.required).to.equal(false)
    expect(input.hasAttribute('aria-describedby')).to.equal(false)
    expect(input.hasAttribute('aria-invalid')).to.equal(false)
  })

  it('a required field shows a hidden-from-readers "*" and says required on the control', async () => {
    const el = await mountKit('text-fields')
    const input = await field(el, 'Embed name')
    const star = marker(input)
    expect(star?.textContent).to.equal('*')
    expect(star?.getAttribute('aria-hidden')).to.equal('true')
    expect(input.required).to.equal(true)
    expect(input.getAttribute('aria-required')).to.equal('true')
    expect(describedBy(input)).to.deep.equal(['Letters, digits and spaces.'])
  })

  it('an error is announced, described and marks the control invalid until fixed', async () => {
    const el = await mountKit('text-fields')
    const input = await field(el, 'Contact email')
    expect(input.getAttribute('aria-invalid')).to.equal('true')
    expect(describedBy(input)).to.deep.equal(['Please enter a valid email'])
    const alert = root(el).getElementById(input.getAttribute('aria-describedby')!)
    expect(alert?.getAttribute('role')).to.equal('alert')
    await fill(input, 'pub@example.com')
    await waitFor(() => !input.hasAttribute('aria-invalid'))
    expect(input.hasAttribute('aria-describedby')).to.equal(false)
  })

  it('the password field keeps its Show toggle inside the frame', async () => {
    const el = await mountKit('text-fields')
    const input = await field(el, 'New password')
    expect(input.type).to.equal('password')
    const toggle = root(el).querySelector<HTMLButtonElement>(
      'button[aria-label="Show New password"]',
    )!
    toggle.click()
    await waitFor(() => input.type === 'text')
    expect(marker(input)?.textContent).to.equal('*')
  })

  it('a select carries the same wiring: required, hint and error', async () => {
    const el = await mountKit('select-fields')
    const select = await waitFor(() =>
      Array.from(root(el).querySelectorAll('select')).find((s) =>
        Array.from(s.labels).some((l) => l.textContent === 'Report site'),
      ),
    )
    expect(select.getAttribute('aria-required')).to.equal('true')
    expect(select.getAttribute('aria-invalid')).to.equal('true')
    expect(describedBy(select)).to.deep.equal([
      'Choose a site',
      'The report covers this site only.',
    ])
    select.value = 'gazette'
    select.dispatchEvent(new Event('change', { bubbles: true }))
    await waitFor(() => !select.hasAttribute('aria-invalid'))
    expect(describedBy(select)).to.deep.equal(['The report covers this site only.'])
    const locked = Array.from(root(el).querySelectorAll('select')).find((s) => s.disabled)
    expect(locked?.labels[0]?.textContent).to.equal('Locked site')
  })

  it('a select option can be shown but not chosen (disabled)', async () => {
    const el = await mountKit('select-fields')
    const select = await waitFor(() =>
      Array.from(root(el).querySelectorAll('select')).find((s) =>
        Array.from(s.labels).some((l) => l.textContent === 'Site with a closed choice'),
      ),
    )
    const states = Array.from(select.options).map((o) => o.disabled)
    expect(states).to.deep.equal([false, true])
    expect(select.disabled).to.equal(false)
  })

  it('a colour field flags what is not a colour and clears when fixed', async () => {
    const el = await mountKit('color-fields')
    const textColour = await field(el, 'Text colour')
    expect(textColour.getAttribute('aria-invalid')).to.equal('true')
    expect(describedBy(textColour)).to.deep.equal([
      'Enter a colour such as #1494F4',
      'Six hex digits, such as #092E77.',
    ])
    await fill(textColour, '#092e77')
    await waitFor(() => !textColour.hasAttribute('aria-invalid'))
    const brand = await field(el, 'Brand colour')
    expect(brand.getAttribute('aria-required')).to.equal('true')
    expect((await field(el, 'Locked colour')).disabled).to.equal(true)
  })

  it('a switch toggles by click and by keyboard, and a disabled one does not', async () => {
    const el = await mountKit('switches')
    const switches = Array.from(root(el).querySelectorAll<HTMLButtonElement>('[role="switch"]'))
    const email = switches.find((s) => s.getAttribute('aria-label') === 'Email alerts')!
    expect(email.getAttribute('aria-checked')).to.equal('false')
    email.click()
    await waitFor(() => email.getAttribute('aria-checked') === 'true')
    email.focus()
    await sendKeys({ press: 'Space' })
    await waitFor(() => email.getAttribute('aria-checked') === 'false')
    const locked = switches.find((s) => s.getAttribute('aria-label') === 'Locked setting')!
    locked.click()
    expect(locked.getAttribute('aria-checked')).to.equal('true')
  })

  for (const section of ['text-fields', 'select-fields', 'color-fields', 'switches'])
    it(`${section}: no accessibility problems`, async () => {
      const el = await mountKit(section)
      expect(accessibilityProblems(root(el))).to.deep.equal([])
    })
})
