/** Fakes of what the page gives an element besides the API: the clock, events, downloads. */

/**
 * Moves the page's clock as the code reads it (Date.now and `new Date()` without arguments:
 * notice ages, countdown deadlines, New York cutoffs): to `iso` when given, then on with real
 * time, and further by `advance(ms)`; timers stay real. Call `restore()` after the test.
 */
export function shiftedClock(iso?: string) {
  const RealDate = Date
  let offset = iso === undefined ? 0 : RealDate.parse(iso) - RealDate.now()
  const now = () => RealDate.now() + offset
  class ShiftedDate extends RealDate {
    constructor(...args: unknown[]) {
      if (args.length === 0) super(now())
      else super(...(args as [string]))
    }
    static now() {
      return now()
    }
  }
  globalThis.Date = ShiftedDate as DateConstructor
  return {
    advance: (ms: number) => {
      offset += ms
    },
    restore: () => {
      globalThis.Date = RealDate
    },
  }
}

/** Makes the page's clock read `iso` (then move on with real time). Returns the undo. */
export const fixClock = (iso: string): (() => void) => shiftedClock(iso).restore

export interface PortalEvent {
  type: string
  detail: Record<string, unknown>
}

/**
 * Records every `pp-*` event that reaches the document and takes every pp-navigate (so the
 * test page itself never moves). Call `stop()` after the test.
 */
export function spyEvents() {
  const types = ['pp-navigate', 'pp-signed-in', 'pp-signed-out', 'pp-ready', 'pp-notice']
  const events: PortalEvent[] = []
  const listener = (event: Event) => {
    if (event.type === 'pp-navigate') event.preventDefault()
    events.push({ type: event.type, detail: (event as CustomEvent).detail })
  }
  for (const type of types) document.addEventListener(type, listener)
  return {
    events,
    /** The details of every event of `type`, in order. */
    of: (type: string) => events.filter((e) => e.type === type).map((e) => e.detail),
    /** The paths asked for by pp-navigate, in order. */
    paths: () => events.filter((e) => e.type === 'pp-navigate').map((e) => e.detail.path),
    clear: () => events.splice(0),
    stop: () => {
      for (const type of types) document.removeEventListener(type, listener)
    },
  }
}

/** A file an element saved, caught by `captureDownloads`. */
export interface SavedFile {
  name: string
  size: number
  blob: Blob | null
}

/**
 * Catches the files an element saves (the object URL and the link click of saveFile), so that
 * none is written, keeping each one's name and content; `restore()` undoes it.
 */
export function captureDownloads(): { saved: SavedFile[]; restore: () => void } {
  const saved: SavedFile[] = []
  const createObjectURL = URL.createObjectURL
  const revokeObjectURL = URL.revokeObjectURL
  const click = HTMLAnchorElement.prototype.click
  let pending: Blob | null = null
  URL.createObjectURL = (blob: Blob | MediaSource) => {
    pending = blob as Blob
    return 'blob:captured'
  }
  URL.revokeObjectURL = () => undefined
  HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
    if (this.href === 'blob:captured')
      saved.push({ name: this.download, size: pending?.size ?? -1, blob: pending })
    else click.call(this)
  }
  return {
    saved,
    restore: () => {
      URL.createObjectURL = createObjectURL
      URL.revokeObjectURL = revokeObjectURL
      HTMLAnchorElement.prototype.click = click
    },
  }
}
