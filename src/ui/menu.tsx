import { createContext, useContext, useRef, type ReactNode } from 'react'
import { lazyModule } from './lazy-module'
import type { MenuActionProps, MenuLinkProps } from './menu-headless'

export interface MenuProps {
  /** What the trigger shows; give it an accessible name (visible text or an sr-only span). */
  trigger: ReactNode
  triggerClassName?: string
  /** Which edge of the trigger the panel lines up with. */
  align?: 'left' | 'right'
  panelClassName?: string
  className?: string
  children: ReactNode
}

/** What the user did to the placeholder trigger before the menu's code arrived. */
export interface PlaceholderState {
  focused: boolean
  /** Opened by a click (no focus ring on the first item) or by a key. */
  open: false | 'pointer' | 'keys'
}

// Headless UI is a third of an element page (31 KB gzip in the lite build): its chunk loads when
// a menu is wanted (a pointer over a trigger, focus on it, a press), never at the page's start.
const headless = lazyModule(() => import('./menu-headless'))
const want = () => void headless.load().catch(() => undefined)

/** The menu's parts, from the loaded module (items only ever render inside the open panel). */
const Parts = createContext<typeof import('./menu-headless') | null>(null)

const OPEN_KEYS = new Set(['Enter', ' ', 'ArrowDown', 'ArrowUp'])

/**
 * A menu button: the trigger with a panel of actions and links (arrows, Home/End, typeahead,
 * Escape and outside click, focus back on the trigger; `menu-headless.tsx`). Until Headless UI's
 * chunk has arrived the trigger is a plain button that fetches it on intent and remembers focus
 * and a click or an opening key; the menu opens as soon as it lands.
 */
export function Menu(props: Readonly<MenuProps>) {
  const module = headless.useModule(false)
  // One record per menu, written by the placeholder's handlers and read once by the loaded menu.
  const pending = useRef<PlaceholderState>({ focused: false, open: false })
  if (module) {
    return (
      <Parts.Provider value={module}>
        <module.Menu {...props} placeholder={pending} />
      </Parts.Provider>
    )
  }
  return (
    <div className={`relative ${props.className ?? ''}`}>
      <button
        type="button"
        aria-haspopup="menu"
        aria-expanded="false"
        data-placeholder=""
        className={props.triggerClassName}
        onPointerEnter={want}
        onPointerDown={(event) => {
          // A press opens it (as Headless UI's trigger does): the chunk may land before the
          // click, and that click would then not reach this button.
          if (event.button === 0) pending.current.open = 'pointer'
          want()
        }}
        onFocus={() => {
          pending.current.focused = true
          want()
        }}
        onBlur={(event) => {
          // Not when the loaded menu replaces it: Chrome blurs a focused element as it is removed
          // (still connected then), and preact runs this handler during that commit; counted as
          // the user leaving, a keyboard user's focus fell to the page when the chunk landed.
          if (event.currentTarget.isConnected && !headless.current())
            pending.current.focused = false
        }}
        onClick={() => {
          pending.current.open ||= 'pointer'
          want()
        }}
        onKeyDown={(event) => {
          if (!OPEN_KEYS.has(event.key)) return
          event.preventDefault()
          pending.current.open = 'keys'
          want()
        }}
      >
        {props.trigger}
      </button>
    </div>
  )
}

function useParts() {
  const parts = useContext(Parts)
  if (!parts) throw new Error('Menu items belong inside a Menu')
  return parts
}

/** A menu item that runs an action (Enter, Space or a click), then the menu closes. */
export function MenuAction(props: Readonly<MenuActionProps>) {
  const { MenuAction: Item } = useParts()
  return <Item {...props} />
}

/**
 * A menu item that is a link: a real href (open in a new tab works); `onClick` may take a plain
 * click over (the portal's router), and Enter follows it like a click.
 */
export function MenuLink(props: Readonly<MenuLinkProps>) {
  const { MenuLink: Item } = useParts()
  return <Item {...props} />
}

/** A titled group of items (role="group", named by its heading). */
export function MenuGroup(props: Readonly<{ heading: string; children: ReactNode }>) {
  const { MenuGroup: Group } = useParts()
  return <Group {...props} />
}

/** A line between groups of items. */
export function MenuDivider() {
  const { MenuDivider: Divider } = useParts()
  return <Divider />
}
