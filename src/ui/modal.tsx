import { useEffect, useId, useLayoutEffect, useRef, type ReactNode } from 'react'

export interface ModalProps {
  open: boolean
  title: string
  /** Called on Escape, the close button or a click on the backdrop (unless `dismissible` is false). */
  onClose: () => void
  children: ReactNode
  /** Buttons, primary last (shown on the right). */
  actions?: ReactNode
  dismissible?: boolean
  size?: 'sm' | 'md' | 'lg' | 'xl'
}

const WIDTHS = { sm: 'max-w-sm', md: 'max-w-lg', lg: 'max-w-2xl', xl: 'max-w-5xl' }

/** What a dialog focuses when it opens: its first field, else the first control of its body, else its primary action. */
const FIELDS =
  'input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled])'
const FOCUSABLE = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"]), ' + FIELDS

/**
 * The last control focused in each shadow root. A dialog opened after an async wait (its opener
 * disabled meanwhile, so the focus fell to the page) gives the focus back to it on close, as the
 * native dialog does when its opener kept the focus. Only our own shadow roots are remembered.
 */
const lastFocused = new WeakMap<Node, WeakRef<HTMLElement>>()
if (typeof document !== 'undefined')
  document.addEventListener(
    'focusin',
    (event) => {
      const target = event.composedPath()[0]
      if (!(target instanceof HTMLElement)) return
      const rootNode = target.getRootNode()
      if (rootNode instanceof ShadowRoot && !target.closest('dialog'))
        lastFocused.set(rootNode, new WeakRef(target))
    },
    true,
  )

/** The controls Tab visits in `scope`, in order. */
function tabbable(scope: HTMLElement): HTMLElement[] {
  return Array.from(scope.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => el.tabIndex >= 0 && el.getClientRects().length > 0,
  )
}

/**
 * The action a dialog without fields opens on: its primary action (the last button), unless that
 * one destroys something (a danger button) — then the other action, so Enter never deletes or
 * discards by accident (PAY-17's Leave, delete confirmations).
 */
function safeAction(footer: HTMLElement | null): HTMLElement | undefined {
  const buttons = Array.from(footer?.querySelectorAll<HTMLElement>('button:not([disabled])') ?? [])
  const primary = buttons.at(-1)
  if (primary?.dataset.variant !== 'danger') return primary
  return buttons.find((b) => b.dataset.variant !== 'danger') ?? primary
}

/**
 * A modal on the native <dialog> opened with showModal() inside the shadow root: styled,
 * inert page behind it, Escape closes, focus returns to the opener (TOOLCHAIN.md trap 3), Tab
 * and Shift+Tab wrap inside it.
 * It opens on its first field (or the body's first control, else the safe action), not on ×.
 */
export function Modal({
  open,
  title,
  onClose,
  children,
  actions,
  dismissible = true,
  size = 'md',
}: Readonly<ModalProps>) {
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const body = useRef<HTMLDivElement>(null)
  const footer = useRef<HTMLDivElement>(null)
  // A layout effect: preact runs passive effects late, after showModal() focused the × already.
  const opener = useRef<WeakRef<HTMLElement> | null>(null)
  useLayoutEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) {
      const rootNode = dialog.getRootNode()
      opener.current =
        rootNode instanceof ShadowRoot && !rootNode.activeElement
          ? (lastFocused.get(rootNode) ?? null)
          : null
      dialog.showModal()
      const first =
        body.current?.querySelector<HTMLElement>(FIELDS) ??
        body.current?.querySelector<HTMLElement>(FOCUSABLE) ??
        safeAction(footer.current)
      first?.focus()
    }
    if (!open && dialog.open) {
      dialog.close()
      // The native return found no opener (it had lost the focus): the one remembered takes it.
      const back = opener.current?.deref()
      const rootNode = dialog.getRootNode()
      if (back?.isConnected && rootNode instanceof ShadowRoot && !rootNode.activeElement)
        requestAnimationFrame(() => {
          if (!rootNode.activeElement) back.focus()
        })
    }
  }, [open])
  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    const cancel = (event: Event) => {
      event.preventDefault()
      if (dismissible) onClose()
    }
    dialog.addEventListener('cancel', cancel)
    return () => dialog.removeEventListener('cancel', cancel)
  }, [onClose, dismissible])
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClick={(event) => {
        if (dismissible && event.target === ref.current) onClose()
      }}
      onKeyDown={(event) => {
        // Tab wraps inside the dialog: the native one lets it out to the browser once first.
        if (event.key !== 'Tab' || !ref.current) return
        const controls = tabbable(ref.current)
        const at = controls.indexOf(event.target as HTMLElement)
        const next = event.shiftKey
          ? at <= 0 && controls.at(-1)
          : at === controls.length - 1 && controls[0]
        if (next) {
          event.preventDefault()
          next.focus()
        }
      }}
      className={`m-auto w-[calc(100%-32px)] ${WIDTHS[size]} rounded-card bg-white p-0 text-slate-900 shadow-raised`}
    >
      {open ? (
        <div className="flex flex-col gap-4 p-6">
          <div className="flex items-start justify-between gap-4">
            <h2 id={titleId} className="text-lg font-semibold">
              {title}
            </h2>
            {dismissible ? (
              <button
                type="button"
                onClick={onClose}
                aria-label="Close"
                className="-m-1 rounded-sm p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-900"
              >
                <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5" fill="currentColor">
                  <path d="M6.28 5.22a.75.75 0 0 0-1.06 1.06L8.94 10l-3.72 3.72a.75.75 0 1 0 1.06 1.06L10 11.06l3.72 3.72a.75.75 0 1 0 1.06-1.06L11.06 10l3.72-3.72a.75.75 0 0 0-1.06-1.06L10 8.94 6.28 5.22Z" />
                </svg>
              </button>
            ) : null}
          </div>
          <div ref={body} className="text-sm text-slate-700">
            {children}
          </div>
          {actions ? (
            <div ref={footer} className="flex flex-wrap justify-end gap-2">
              {actions}
            </div>
          ) : null}
        </div>
      ) : null}
    </dialog>
  )
}
