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
import {
  camelCase,
  commonAttributes,
  ownsRoute,
  readAttributes,
  type ElementSpec,
} from './element-spec'
import { emit } from './events'
import { useFocusHeading } from './focus-heading'
import { configureServices } from './http'
import { navigate, notePath, setLocalNavigation } from './router'
import { applySessionAttributes, loadSession, setTimers, syncTabs, touch, usePortal } from './store'
import { adoptPortalStyles } from './styles'
import { timerOverrides } from './timer-settings'

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

/** r2wc keeps an element's props and its render function under these symbols. */
function r2wcState(element: object): {
  setProp: (name: string, value: string | undefined) => void
  render: () => void
} {
  const props: unknown = Reflect.get(element, PROPS_KEY)
  const render: unknown = Reflect.get(element, RENDER_KEY)
  if (!props || typeof props !== 'object' || typeof render !== 'function')
    throw new Error('@r2wc internals changed: no props or render symbol')
  return {
    setProp: (name, value) => {
      Reflect.set(props, name, value)
    },
    render: () => {
      render.call(element)
    },
  }
}

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

/**
 * An element that needs a session, on a page with nobody signed in (a newer portal's page): says
 * so and links to the full portal's sign-in. (In the demo host the shell signs out first.)
 */
function SignedOut({ portalUrl }: Readonly<{ portalUrl: string }>) {
  return (
    <div className="flex flex-col items-start gap-3 rounded-card border border-slate-200 bg-white p-6 shadow-raised">
      <h1 className="text-lg font-semibold text-slate-900">You are signed out</h1>
      <p className="text-sm text-slate-700">Sign in to the publisher portal to see this page.</p>
      <a
        className="font-medium text-link underline-offset-2 hover:underline"
        href={`${portalUrl}/auth/signin`}
      >
        Sign in
      </a>
    </div>
  )
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

  /** r2wc renders this with the element's shadow root as `container`. */
  function ElementRoot({ container }: Readonly<{ container?: ShadowRoot }>) {
    const host = container?.host
    if (!container || !(host instanceof HTMLElement)) return null
    return <ElementBody root={container} host={host} />
  }

  function ElementBody({ root, host }: Readonly<{ root: ShadowRoot; host: HTMLElement }>) {
    adoptPortalStyles(root)
    const attrs = readAttributes(host, spec)
    const common = commonAttributes(attrs)
    configureServices(common.services)
    const route = useRoute(common.route)
    useFocusHeading(root, route)
    const framed = common.framed || isFramed()
    notePath(route)
    const signedOut = usePortal(
      (s) => s.sessionStatus === 'ready' && !s.session.signedIn && spec.needsSession !== false,
    )

    // The contract for a page that does no routing (README "Element contract"): when nobody
    // handles pp-navigate, an element given a `route` moves itself inside its area and opens the
    // full portal outside it; an element without one follows location (the History API).
    const portalUrl = common.portalUrl
    useEffect(
      () =>
        setLocalNavigation(host, {
          move(path) {
            if (host.getAttribute('route') === null) return false
            if (ownsRoute(spec, path)) host.setAttribute('route', path)
            else location.assign(`${portalUrl}${path}`)
            return true
          },
          href: (path) =>
            host.getAttribute('route') === null || ownsRoute(spec, path)
              ? path
              : `${portalUrl}${path}`,
        }),
      [host, portalUrl],
    )

    // The session attributes, in the shape commonAttributes reads back in the effect below.
    const session = {
      accountUuid: common.accountUuid,
      userUuid: common.userUuid,
      permissions: common.permissions,
      mocked: common.mocked,
      mockupGenerator: common.mockupGenerator,
    }
    const sessionKey = JSON.stringify(session)
    const timersKey = JSON.stringify(timerOverrides(attrs.timers) ?? null)
    const givenSession = session.accountUuid !== undefined && session.userUuid !== undefined
    // With session attributes, the area first renders once they are in the store: an area that
    // rendered with the previous session could act on it (redirect, fetch) before they apply.
    const [appliedKey, setAppliedKey] = useState<string | null>(null)
    useLayoutEffect(() => {
      // The values are read back from the keys, so the effect runs exactly when one changes.
      const timers = timerOverrides(JSON.parse(timersKey))
      const given = commonAttributes(JSON.parse(sessionKey))
      if (timers) setTimers(timers)
      if (given.accountUuid !== undefined && given.userUuid !== undefined) {
        applySessionAttributes({
          accountUUID: given.accountUuid,
          userUUID: given.userUuid,
          mocked: given.mocked,
          mockupGenerator: given.mockupGenerator,
          ...(given.permissions ? { permissions: given.permissions } : {}),
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
    if (signedOut && !givenSession) return <SignedOut portalUrl={portalUrl} />
    return (
      <AreaBoundary host={host}>
        <Ready host={host} tag={spec.tag}>
          <Area
            host={host}
            route={route}
            attrs={attrs}
            framed={framed}
            newPortalUrl={common.newPortalUrl}
          />
        </Ready>
      </AreaBoundary>
    )
  }

  const props = Object.fromEntries(
    spec.attributes.map((a) => [camelCase(a.name), 'string' as const]),
  )
  const Base = r2wc(ElementRoot, { shadow: 'open', props })

  // r2wc ignores empty and removed attributes; re-render on every change, since the root
  // reads attributes from the host itself.
  class PortalElement extends Base {
    private renderQueued = false

    attributeChangedCallback(name: string, _old: string | null, value: string | null) {
      r2wcState(this).setProp(camelCase(name), value ?? undefined)
      // Render only once in the document, and after the current task step: attributes set
      // together apply at once, and a host that changes `route` inside a pp-navigate listener
      // (while the element is still dispatching) does not re-render it mid-event.
      if (!this.isConnected || this.renderQueued) return
      this.renderQueued = true
      queueMicrotask(() => {
        this.renderQueued = false
        if (this.isConnected) r2wcState(this).render()
      })
    }
  }
  customElements.define(spec.tag, PortalElement)
}
