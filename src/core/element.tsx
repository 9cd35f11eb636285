/**
 * The element factory: turns a lazily loaded React area into a custom element with an open
 * shadow root, the adopted portal sheet, typed attributes and the shared store. Registration
 * tolerates the bundle being loaded twice.
 */
import r2wc from '@r2wc/react-to-web-component'
import {
  Component,
  useEffect,
  useLayoutEffect,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react'
import { camelCase, readAttribute, type ElementSpec } from './element-spec'
import { emit } from './events'
import { useFocusHeading } from './focus-heading'
import { configureServices } from './http'
import { navigate, notePath } from './router'
import { applySessionAttributes, loadSession, setTimers, syncTabs, touch } from './store'
import { adoptPortalStyles } from './styles'

/** What every area root receives from the factory. */
export interface AreaProps {
  host: HTMLElement
  route: string
  /** All declared attributes, camelCased and parsed by type. */
  attrs: Record<string, unknown>
  framed: boolean
  newPortalUrl: string | null
}

const PROPS_KEY = Symbol.for('r2wc.props')
const RENDER_KEY = Symbol.for('r2wc.render')

/** The element's route: its `route` attribute, else the page location. */
function useRoute(routeAttr: string | undefined): string {
  const [locationPath, setLocationPath] = useState(() => location.pathname + location.search)
  // A layout effect, so the listener is in place before any area effect navigates (preact runs
  // passive effects a frame later); the first update catches a move made since the render.
  useLayoutEffect(() => {
    if (routeAttr !== undefined) return
    const update = () => setLocationPath(location.pathname + location.search)
    update()
    addEventListener('popstate', update)
    return () => removeEventListener('popstate', update)
  }, [routeAttr])
  return routeAttr ?? locationPath
}

function isFramed(): boolean {
  try {
    return window.self !== window.top
  } catch {
    return true
  }
}

class AreaBoundary extends Component<
  { host: HTMLElement; children: ReactNode },
  { failed: boolean }
> {
  state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  componentDidCatch(error: unknown) {
    console.error(error)
    navigate(this.props.host, '/error/500', true)
  }
  render() {
    return this.state.failed ? null : this.props.children
  }
}

function Ready({
  host,
  tag,
  children,
}: Readonly<{ host: HTMLElement; tag: string; children: ReactNode }>) {
  useEffect(() => {
    performance.mark(`pp-ready:${tag}`)
    emit(host, 'pp-ready', { tag })
  }, [host, tag])
  return <>{children}</>
}

/**
 * Defines `spec.tag` (once) with its area. The area is imported statically by the element file:
 * a lazy import cost one more round trip on every element page, and React 19 holds a revealed
 * Suspense fallback for 300 ms; the demo host already loads element scripts on demand.
 */
export function defineElement(spec: ElementSpec, Area: ComponentType<AreaProps>): void {
  if (typeof customElements === 'undefined' || customElements.get(spec.tag)) return

  function ElementRoot({ container }: Readonly<{ container?: ShadowRoot }>) {
    const root = container as ShadowRoot
    const host = root.host as HTMLElement
    adoptPortalStyles(root)
    const attrs: Record<string, unknown> = {}
    for (const attribute of spec.attributes)
      attrs[camelCase(attribute.name)] = readAttribute(host, attribute)
    configureServices(attrs.services as Record<string, string> | undefined)
    const route = useRoute(attrs.route as string | undefined)
    useFocusHeading(root, route)
    const framed = (attrs.framed as boolean) || isFramed()
    notePath(route)

    const sessionKey = JSON.stringify([
      attrs.accountUuid,
      attrs.userUuid,
      attrs.permissions,
      attrs.mocked,
      attrs.mockupGenerator,
    ])
    const timersKey = JSON.stringify(attrs.timers ?? null)
    const givenSession = typeof attrs.accountUuid === 'string' && typeof attrs.userUuid === 'string'
    // With session attributes, the area first renders once they are in the store: an area that
    // rendered with the previous session could act on it (redirect, fetch) before they apply.
    const [appliedKey, setAppliedKey] = useState<string | null>(null)
    useLayoutEffect(() => {
      // The values are read back from the keys, so the effect runs exactly when one changes.
      const timers: unknown = JSON.parse(timersKey)
      const [accountUUID, userUUID, permissions, mocked, mockupGenerator] = JSON.parse(
        sessionKey,
      ) as unknown[]
      if (timers && typeof timers === 'object') setTimers(timers)
      if (typeof accountUUID === 'string' && typeof userUUID === 'string') {
        applySessionAttributes({
          accountUUID,
          userUUID,
          mocked: mocked === true,
          mockupGenerator: mockupGenerator === true,
          ...(Array.isArray(permissions) ? { permissions: permissions as string[] } : {}),
        })
      } else {
        void loadSession()
      }
      setAppliedKey(sessionKey)
    }, [sessionKey, timersKey])

    useEffect(() => {
      // Activity, sign-in and sign-out are shared with the portal's other tabs (tab-sync.ts).
      syncTabs()
      const active = () => touch()
      host.addEventListener('pointerdown', active)
      host.addEventListener('keydown', active)
      return () => {
        host.removeEventListener('pointerdown', active)
        host.removeEventListener('keydown', active)
      }
    }, [host])

    if (givenSession && appliedKey !== sessionKey) return null
    return (
      <AreaBoundary host={host}>
        <Ready host={host} tag={spec.tag}>
          <Area
            host={host}
            route={route}
            attrs={attrs}
            framed={framed}
            newPortalUrl={(attrs.newPortalUrl as string | undefined) || null}
          />
        </Ready>
      </AreaBoundary>
    )
  }

  const props = Object.fromEntries(
    spec.attributes.map((a) => [camelCase(a.name), 'string' as const]),
  )
  const Base = r2wc(ElementRoot, { shadow: 'open', props }) as unknown as {
    new (): HTMLElement & Record<symbol, unknown>
    prototype: HTMLElement
  }

  // r2wc ignores empty and removed attributes; re-render on every change, since the root
  // reads attributes from the host itself.
  class PortalElement extends Base {
    private renderQueued = false

    attributeChangedCallback(name: string, _old: string | null, value: string | null) {
      const bag = this[PROPS_KEY] as Record<string, unknown>
      bag[camelCase(name)] = value ?? undefined
      // Render only once in the document, and after the current task step: attributes set
      // together apply at once, and a host that changes `route` inside a pp-navigate listener
      // (while the element is still dispatching) does not re-render it mid-event.
      if (!this.isConnected || this.renderQueued) return
      this.renderQueued = true
      queueMicrotask(() => {
        this.renderQueued = false
        if (this.isConnected) (this[RENDER_KEY] as () => void).call(this)
      })
    }
  }
  customElements.define(spec.tag, PortalElement)
}
