/** Finding and using controls in an element's shadow root the way a user names them. */
import { nextTask, root, waitFor, waitForText } from './page'

/** The accessible name of a control: aria-labelledby, aria-label, then its text. */
export function accessibleName(node: Element): string {
  const scope = node.getRootNode() as ShadowRoot | Document
  const labelledBy = node.getAttribute('aria-labelledby')
  if (labelledBy) {
    return labelledBy
      .split(/\s+/)
      .map((id) => scope.getElementById(id)?.textContent ?? '')
      .join(' ')
      .replace(/\s+/g, ' ')
      .trim()
  }
  const label = node.getAttribute('aria-label')
  if (label) return label.trim()
  if (node instanceof HTMLInputElement || node instanceof HTMLTextAreaElement) {
    return Array.from(node.labels ?? [])
      .map((l) => l.textContent ?? '')
      .join(' ')
      .replace(/\s+/g, ' ')
      .trim()
  }
  return (node.textContent ?? '').replace(/\s+/g, ' ').trim()
}

/** Where to look: an element's shadow root, or the node itself (a dialog inside one). */
function scopeOf(el: Element): ParentNode {
  return el.shadowRoot ?? el
}

/** The first button in `el` whose accessible name is `name` (or null). */
export function findButton(el: Element, name: string | RegExp): HTMLButtonElement | null {
  const buttons = Array.from(scopeOf(el).querySelectorAll('button'))
  return (
    buttons.find((b) =>
      typeof name === 'string' ? accessibleName(b) === name : name.test(accessibleName(b)),
    ) ?? null
  )
}

/** Waits for the button named `name` and returns it. */
export function button(el: Element, name: string | RegExp): Promise<HTMLButtonElement> {
  return waitFor(() => findButton(el, name))
}

/** The first link in `el` whose text is `name` (or null). */
export function findLink(el: Element, name: string): HTMLAnchorElement | null {
  const links = Array.from(scopeOf(el).querySelectorAll('a'))
  return links.find((a) => accessibleName(a) === name) ?? null
}

/** The input or textarea in `el` labelled exactly `label` (or null). */
export function findField(el: Element, label: string): HTMLInputElement | null {
  const fields = Array.from(scopeOf(el).querySelectorAll<HTMLInputElement>('input, textarea'))
  return fields.find((f) => Array.from(f.labels ?? []).some((l) => l.textContent === label)) ?? null
}

/** Waits for the field labelled `label` and returns it. */
export function field(el: Element, label: string): Promise<HTMLInputElement> {
  return waitFor(() => findField(el, label))
}

/**
 * Types `value` into a field the way a user's input event does (React and preact both see it),
 * then yields a task: preact renders in a microtask, as it does between real keystrokes.
 */
export async function fill(
  input: HTMLInputElement | HTMLTextAreaElement,
  value: string,
): Promise<void> {
  const proto =
    input instanceof HTMLTextAreaElement
      ? HTMLTextAreaElement.prototype
      : HTMLInputElement.prototype
  Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(input, value)
  input.dispatchEvent(new Event('input', { bubbles: true, composed: true }))
  await nextTask()
}

/**
 * Accessibility problems in a shadow root: fields without a label, buttons and links without
 * an accessible name, open dialogs without a title, dangling aria references, duplicate ids.
 */
export function accessibilityProblems(scope: ShadowRoot): string[] {
  const problems: string[] = []
  const describe = (node: Element) =>
    `<${node.localName}${node.id ? ` id=${node.id}` : ''}${
      node.getAttribute('name') ? ` name=${node.getAttribute('name')}` : ''
    }>`
  for (const input of scope.querySelectorAll<HTMLInputElement>('input, textarea, select')) {
    if (input.type === 'hidden') continue
    if (!accessibleName(input)) problems.push(`${describe(input)} has no label`)
  }
  for (const control of scope.querySelectorAll(
    'button, a[href], [role="button"], [role="menuitem"]',
  )) {
    if (!accessibleName(control)) problems.push(`${describe(control)} has no accessible name`)
  }
  for (const dialog of scope.querySelectorAll('dialog[open]')) {
    if (!accessibleName(dialog)) problems.push(`${describe(dialog)} has no title`)
  }
  for (const node of scope.querySelectorAll('[aria-labelledby], [aria-describedby], label[for]')) {
    // A closed dialog is not rendered, so its title reference does not count yet.
    if (node.closest('dialog:not([open])')) continue
    const refs = [
      ...(node.getAttribute('aria-labelledby') ?? '').split(/\s+/),
      ...(node.getAttribute('aria-describedby') ?? '').split(/\s+/),
      node.getAttribute('for') ?? '',
    ].filter(Boolean)
    for (const id of refs)
      if (!scope.getElementById(id)) problems.push(`${describe(node)} points to missing #${id}`)
  }
  const seen = new Set<string>()
  for (const node of scope.querySelectorAll('[id]')) {
    if (seen.has(node.id)) problems.push(`duplicate id ${node.id}`)
    seen.add(node.id)
  }
  return problems
}

/** The `<section>` of `el` titled `title` (its `<h3>`), or null. */
export function findSection(el: HTMLElement, title: string): HTMLElement | null {
  return (
    Array.from(root(el).querySelectorAll('section')).find(
      (s) => s.querySelector('h3')?.textContent === title,
    ) ?? null
  )
}

/** The `<section>` of `el` titled `title`, once it shows. */
export const section = (el: HTMLElement, title: string) => waitFor(() => findSection(el, title))

/** The `<select>` in `scope` labelled `label`. */
export function selectOf(scope: Element, label: string): HTMLSelectElement {
  return Array.from(scope.querySelectorAll('select')).find((s) =>
    Array.from(s.labels).some((l) => l.textContent === label),
  )!
}

/** Picks `value` in `select` as a user does, then yields a task so the element renders. */
export async function chooseOption(select: HTMLSelectElement, value: string): Promise<void> {
  select.value = value
  select.dispatchEvent(new Event('change', { bubbles: true }))
  await nextTask()
}

/** Fills each field with its value in order, then presses `submit()` once it is enabled. */
export async function fillAndSubmit(
  submit: () => HTMLButtonElement,
  ...fields: Array<[HTMLInputElement, string]>
): Promise<void> {
  for (const [input, value] of fields) await fill(input, value)
  await waitFor(() => !submit().disabled)
  submit().click()
}

/** Waits for the load failure `failure`, lets the next load succeed (`recover()`), clicks Try again. */
export async function retryAfter(el: HTMLElement, failure: string, recover: () => void) {
  await waitForText(el, failure)
  recover()
  ;(await button(el, 'Try again')).click()
}

/** The switch labelled `label` in `scope`. */
export const switchOf = (scope: Element, label: string) =>
  scope.querySelector<HTMLButtonElement>(`[role="switch"][aria-label="${label}"]`)!
/** The radio button of `value` in `scope`. */
export const radioOf = (scope: Element, value: string) =>
  scope.querySelector<HTMLInputElement>(`input[type="radio"][value="${value}"]`)!
/** The text of a node ('' for none). */
export const textOf = (node: Element) => node.textContent ?? ''
/** Clicks, then yields a task so preact renders before the next step (as between real clicks). */
export async function click(node: HTMLElement) {
  node.click()
  await nextTask()
}
