import { useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react'

/** The tooltip's width (w-64) and the room it keeps from the viewport's edge. */
const WIDTH = 256
const MARGIN = 16

/**
 * A tooltip explaining a control: shown while the control is hovered or focused, closed by
 * Escape, and tied to it with aria-describedby (the text stays in the DOM, hidden, so screen
 * readers read it as the control's description). `children` gets the id to put on the control.
 * Near the viewport's right edge it opens leftwards, so it never widens a phone's page.
 */
export function Tooltip({
  text,
  children,
}: Readonly<{ text: string; children: (describedBy: string) => ReactNode }>) {
  const id = useId()
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const [dismissed, setDismissed] = useState(false)
  const open = (hovered || focused) && !dismissed
  const anchor = useRef<HTMLSpanElement>(null)
  const [alignEnd, setAlignEnd] = useState(false)
  useLayoutEffect(() => {
    const box = anchor.current?.getBoundingClientRect()
    if (open && box) setAlignEnd(box.left + WIDTH + MARGIN > window.innerWidth)
  }, [open])

  useEffect(() => {
    if (!open) return
    const close = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setDismissed(true)
    }
    window.addEventListener('keydown', close)
    return () => window.removeEventListener('keydown', close)
  }, [open])

  const show = (set: (v: boolean) => void) => () => {
    set(true)
    setDismissed(false)
  }
  return (
    <span
      ref={anchor}
      className="relative inline-flex"
      onMouseEnter={show(setHovered)}
      onMouseLeave={() => setHovered(false)}
      onFocus={show(setFocused)}
      onBlur={() => setFocused(false)}
    >
      {children(id)}
      <span
        id={id}
        role="tooltip"
        hidden={!open}
        className={`absolute top-full ${alignEnd ? 'right-0' : 'left-0'} z-20 mt-2 w-64 max-w-[calc(100vw-3rem)] rounded-control bg-slate-900 px-3 py-2 text-xs leading-5 font-normal text-white shadow-raised`}
      >
        {text}
      </span>
    </span>
  )
}
