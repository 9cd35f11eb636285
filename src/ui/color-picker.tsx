import { useId, useLayoutEffect, useRef, useState } from 'react'
import { RgbaStringColorPicker } from 'react-colorful'
import { Button } from './button'

export interface Rgba {
  r: number
  g: number
  b: number
  a: number
}

const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i
const RGB = /^rgba?\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*(?:,\s*(\d*\.?\d+)\s*)?\)$/i

/** A colour typed or stored as hex (#rgb, #rrggbb, with alpha) or rgb()/rgba(); else null. */
export function parseColor(text: string): Rgba | null {
  const value = text.trim()
  const hex = HEX.exec(value)
  if (hex) {
    let digits = hex[1]!
    if (digits.length <= 4) digits = [...digits].map((d) => d + d).join('')
    const byte = (i: number) => parseInt(digits.slice(i, i + 2), 16)
    const a = digits.length === 8 ? Math.round((byte(6) / 255) * 100) / 100 : 1
    return { r: byte(0), g: byte(2), b: byte(4), a }
  }
  const rgb = RGB.exec(value)
  if (!rgb) return null
  const [r, g, b] = [rgb[1], rgb[2], rgb[3]].map(Number) as [number, number, number]
  const a = rgb[4] === undefined ? 1 : Number(rgb[4])
  if ([r, g, b].some((c) => c > 255) || a > 1) return null
  return { r, g, b, a }
}

/** The stored form of a colour: `rgba(r,g,b,a)` without spaces (BLD-16: stored as rgba). */
export const toRgbaString = ({ r, g, b, a }: Rgba): string => `rgba(${r},${g},${b},${a})`

/** `#rrggbb` of a colour (alpha dropped), for the swatch's label. */
export const toHex = ({ r, g, b }: Rgba): string =>
  `#${[r, g, b].map((c) => c.toString(16).padStart(2, '0')).join('')}`

/** A colour as rgba, or `fallback` when it cannot be read. */
export function normalizeColor(text: string | null | undefined, fallback: string): string {
  const parsed = parseColor(text ?? '')
  return parsed ? toRgbaString(parsed) : fallback
}

export interface ColorPickerProps {
  label: string
  /** Any colour parseColor reads (hex or rgb/rgba). */
  value: string
  /** Called with `rgba(r,g,b,a)` when the colour is committed (Apply or a click outside). */
  onChange: (value: string) => void
  /** Shown when `value` cannot be read (e.g. light grey). */
  fallback?: string
  disabled?: boolean
  className?: string
}

const FALLBACK = 'rgba(211,211,211,1)'

/**
 * A colour picker (BLD-35): a swatch button opens a popover with react-colorful's picker (its
 * saturation, hue and alpha sliders move with the arrow keys), a text field for a hex or rgba
 * value and `Apply`. Apply and a click outside both commit the colour; Escape closes without
 * committing and returns focus to the swatch. The popover is an ordinary positioned element,
 * so it stays inside the shadow root (no portal); react-colorful adds its small stylesheet to
 * the shadow root it renders in.
 */
export function ColorPicker({
  label,
  value,
  onChange,
  fallback = FALLBACK,
  disabled = false,
  className = '',
}: Readonly<ColorPickerProps>) {
  const current = normalizeColor(value, fallback)
  const [open, setOpen] = useState(false)
  const [draft, setDraftState] = useState(current)
  // What a press outside commits: read when it happens (preact runs passive effects late, so a
  // listener's closure could hold the draft of a render ago).
  const latest = useRef({ draft: current, current, onChange })
  const setDraft = (value: string) => {
    latest.current.draft = value
    setDraftState(value)
  }
  useLayoutEffect(() => {
    latest.current.current = current
    latest.current.onChange = onChange
  })
  const [text, setText] = useState(current)
  const wrapper = useRef<HTMLDivElement>(null)
  const swatch = useRef<HTMLButtonElement>(null)
  const input = useRef<HTMLInputElement>(null)
  const labelId = useId()
  const inputId = useId()
  const errorId = useId()
  const textValid = parseColor(text) !== null

  function openPicker() {
    setDraft(current)
    setText(current)
    setOpen(true)
  }
  function commit() {
    setOpen(false)
    if (draft !== current) onChange(draft)
  }
  function cancel() {
    setOpen(false)
    swatch.current?.focus()
  }

  // A layout effect: preact runs passive effects late (the focus would land after a click).
  useLayoutEffect(() => {
    if (open) input.current?.focus()
  }, [open])

  // A press outside the popover (and the swatch) commits and closes (composedPath: in a shadow
  // root the document sees the host as the target).
  useLayoutEffect(() => {
    if (!open) return
    const press = (event: PointerEvent) => {
      if (wrapper.current && !event.composedPath().includes(wrapper.current)) {
        setOpen(false)
        const { draft: value, current: was, onChange: commitValue } = latest.current
        if (value !== was) commitValue(value)
      }
    }
    document.addEventListener('pointerdown', press, true)
    return () => document.removeEventListener('pointerdown', press, true)
  }, [open])

  function type(next: string) {
    setText(next)
    const parsed = parseColor(next)
    if (parsed) setDraft(toRgbaString(parsed))
  }
  function pick(next: string) {
    const parsed = parseColor(next)
    if (!parsed) return
    setDraft(toRgbaString(parsed))
    setText(toRgbaString(parsed))
  }

  const parsedCurrent = parseColor(current)
  return (
    <div ref={wrapper} className={`relative flex flex-col gap-1 ${className}`}>
      <span id={labelId} className="text-sm font-medium text-slate-700">
        {label}
      </span>
      <button
        ref={swatch}
        type="button"
        disabled={disabled}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label={`${label}: ${parsedCurrent ? toHex(parsedCurrent) : current}`}
        onClick={() => (open ? commit() : openPicker())}
        className="flex h-10 w-fit items-center gap-2 rounded-control border border-slate-300 bg-white px-2 text-sm text-slate-700 shadow-sm hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-50"
      >
        <span
          aria-hidden="true"
          className="size-6 rounded-sm border border-slate-300"
          style={{ background: current }}
        />
        <span aria-hidden="true" className="font-mono text-xs uppercase">
          {parsedCurrent ? toHex(parsedCurrent) : current}
        </span>
      </button>
      {open ? (
        <div
          role="dialog"
          aria-labelledby={labelId}
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              event.stopPropagation()
              cancel()
            }
          }}
          className="absolute top-full left-0 z-30 mt-1 flex w-60 flex-col gap-3 rounded-card border border-slate-200 bg-white p-3 shadow-raised"
        >
          <RgbaStringColorPicker color={draft} onChange={pick} style={{ width: '100%' }} />
          <div className="flex flex-col gap-1">
            <label htmlFor={inputId} className="text-xs font-medium text-slate-700">
              Hex or rgba value
            </label>
            <input
              ref={input}
              id={inputId}
              value={text}
              spellCheck={false}
              aria-invalid={textValid ? undefined : true}
              aria-describedby={textValid ? undefined : errorId}
              onChange={(e) => type(e.currentTarget.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter' && textValid) {
                  e.preventDefault()
                  commit()
                  swatch.current?.focus()
                }
              }}
              className={`h-9 w-full rounded-control border bg-white px-2 font-mono text-xs text-slate-900 shadow-sm ${textValid ? 'border-slate-300' : 'border-danger'}`}
            />
            {textValid ? null : (
              <p id={errorId} role="alert" className="text-xs text-danger">
                Enter a colour such as #092E77 or rgba(48,48,48,0.8)
              </p>
            )}
          </div>
          <div className="flex items-center justify-between gap-2">
            <span
              aria-hidden="true"
              className="h-6 flex-1 rounded-sm border border-slate-300"
              style={{ background: draft }}
            />
            <Button
              onClick={() => {
                commit()
                swatch.current?.focus()
              }}
            >
              Apply
            </Button>
          </div>
        </div>
      ) : null}
    </div>
  )
}
