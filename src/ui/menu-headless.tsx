import {
  Menu as HeadlessMenu,
  MenuButton,
  MenuHeading,
  MenuItem,
  MenuItems,
  MenuSection,
  MenuSeparator,
} from '@headlessui/react'
import {
  createContext,
  useContext,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type RefObject,
} from 'react'
import type { MenuProps, PlaceholderState } from './menu'

/** Whether the open menu is being used with the keyboard (then the active item shows a ring). */
const KeyboardUse = createContext(false)
/**
 * The trigger, focused when an item is chosen: Headless UI gives focus back only when the
 * root's active element is not focusable, and a shadow root reports null once the panel is
 * gone, so after a choice focus fell to <body>. Focus moves before the item's action runs, so
 * an action that moves focus itself (a dialog, a new page's heading) still wins.
 */
const TriggerRef = createContext<{ current: HTMLElement | null }>({ current: null })

const OPEN_KEYS = new Set(['Enter', ' ', 'ArrowDown', 'ArrowUp'])

const ITEM =
  'flex w-full items-center gap-2 rounded-sm px-3 py-2 text-left text-sm text-slate-700 data-[focus]:bg-slate-100 data-[disabled]:cursor-not-allowed data-[disabled]:opacity-50'
const KEYBOARD_RING =
  'data-[focus]:outline-2 data-[focus]:-outline-offset-2 data-[focus]:outline-accent'

/**
 * The kit's menu on Headless UI (loaded after the element starts: `menu.tsx` draws its trigger
 * until then). A menu button (Headless UI Menu, rendered in place so it works inside the element's shadow
 * root; see TOOLCHAIN.md trap 3): arrows, Home/End, typeahead, Escape and outside click, focus
 * back on the trigger. The panel never draws the focus ring (it took one on a mouse open); in
 * keyboard use the active item draws it instead, and hovering with the mouse turns it off.
 */
export function Menu({
  trigger,
  triggerClassName = '',
  align = 'right',
  panelClassName = 'w-64',
  className = '',
  children,
  placeholder,
}: Readonly<MenuProps & { placeholder?: RefObject<PlaceholderState> }>) {
  const [keyboard, setKeyboard] = useState(false)
  const triggerRef = useRef<HTMLButtonElement | null>(null)
  // Whatever happened to the placeholder trigger happens to this one: focus, then a pending
  // open (as Enter would: the first item active).
  useLayoutEffect(() => {
    const button = triggerRef.current
    const state = placeholder?.current
    if (!button || !state) return
    if (state.focused || state.open) button.focus()
    if (state.open) {
      button.dispatchEvent(new window.KeyboardEvent('keydown', { key: 'Enter', bubbles: true }))
      setKeyboard(state.open === 'keys')
    }
  }, [placeholder])
  const fromKeys = (event: KeyboardEvent) => {
    if (OPEN_KEYS.has(event.key)) setKeyboard(true)
  }
  return (
    <HeadlessMenu as="div" className={`relative ${className}`}>
      <MenuButton
        ref={triggerRef}
        className={triggerClassName}
        onKeyDown={fromKeys}
        onPointerDown={() => setKeyboard(false)}
      >
        {trigger}
      </MenuButton>
      <MenuItems
        data-keyboard={keyboard ? '' : undefined}
        onKeyDown={() => setKeyboard(true)}
        onPointerMove={() => setKeyboard(false)}
        className={`absolute z-40 mt-2 max-w-[calc(100vw-32px)] rounded-card border border-slate-200 bg-white p-1 shadow-raised outline-none! ${
          align === 'right' ? 'right-0 origin-top-right' : 'left-0 origin-top-left'
        } ${panelClassName}`}
      >
        <TriggerRef.Provider value={triggerRef}>
          <KeyboardUse.Provider value={keyboard}>{children}</KeyboardUse.Provider>
        </TriggerRef.Provider>
      </MenuItems>
    </HeadlessMenu>
  )
}

interface MenuItemProps {
  /** The page shown now (aria-current="page", drawn as selected). */
  current?: boolean
  className?: string
  children: ReactNode
}

export interface MenuActionProps extends MenuItemProps {
  onSelect: () => void
  disabled?: boolean
}

export interface MenuLinkProps extends MenuItemProps {
  href: string
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void
}

/** An item's classes and the menu's trigger, which takes the focus back when the item is chosen. */
function useItem(current: boolean, className: string) {
  const selected = current ? 'font-semibold text-primary!' : ''
  const ring = useContext(KeyboardUse) ? KEYBOARD_RING : ''
  return { itemClass: `${ITEM} ${ring} ${selected} ${className}`, trigger: useContext(TriggerRef) }
}

/** A menu item that runs an action (Enter, Space or a click), then the menu closes. */
export function MenuAction({
  onSelect,
  disabled = false,
  current = false,
  className = '',
  children,
}: Readonly<MenuActionProps>) {
  const { itemClass, trigger } = useItem(current, className)
  return (
    <MenuItem disabled={disabled}>
      <button
        type="button"
        aria-current={current ? 'page' : undefined}
        className={itemClass}
        onClick={() => {
          trigger.current?.focus()
          onSelect()
        }}
      >
        {children}
      </button>
    </MenuItem>
  )
}

/**
 * A menu item that is a link: a real href (open in a new tab works); `onClick` may take a plain
 * click over (the portal's router), and Enter follows it like a click.
 */
export function MenuLink({
  href,
  onClick,
  current = false,
  className = '',
  children,
}: Readonly<MenuLinkProps>) {
  const { itemClass, trigger } = useItem(current, className)
  return (
    <MenuItem>
      <a
        href={href}
        aria-current={current ? 'page' : undefined}
        className={itemClass}
        onClick={(event) => {
          trigger.current?.focus()
          onClick?.(event)
        }}
      >
        {children}
      </a>
    </MenuItem>
  )
}

/** A titled group of items (role="group", named by its heading). */
export function MenuGroup({
  heading,
  children,
}: Readonly<{ heading: string; children: ReactNode }>) {
  return (
    <MenuSection>
      <MenuHeading className="px-3 pt-1 pb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase">
        {heading}
      </MenuHeading>
      {children}
    </MenuSection>
  )
}

/** A line between groups of items. */
export function MenuDivider() {
  return <MenuSeparator className="my-1 h-px bg-slate-100" />
}
