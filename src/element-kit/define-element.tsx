/**
 * The element factory: turns an area (a React component) into a custom element with an open
 * shadow root (portal-element.ts), the adopted portal sheet, typed attributes, the shared store
 * and the bases of its own calls. Registration tolerates the bundle being loaded twice.
 */
import {
  Component,
  useEffect,
  useLayoutEffect,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react'
import { commonAttributes, ownsRoute, readAttributes, type ElementSpec } from '../core/element-spec'
import { emit } from '../core/events'
import { configureServices, noteActionIn, type ServiceMap } from '../core/http'
import { navigate, notePath, setLocalNavigation } from '../core/router'
import { followActivity, restoreSession, type GivenSession } from '../core/session'
import { usePortal } from '../core/store'
import { adoptPortalStyles } from '../core/styles'
import { timerOverrides } from '../core/timer-settings'
import { ElementServices } from './element-context'
import { useFocusHeading } from './focus-heading'
import { portalElementClass, useAttributeChanges } from './portal-element'

/** What every area root receives from the factory. */
export interface AreaProps {
  host: HTMLElement
  route: string
  /** All declared attributes, camelCased and parsed by type. */
  attrs: Record<string, unknown>
  framed: boolean
  newPortalUrl: string | null
}

/**
 * The user events that count as acting in an element: a call without a load's signal made after
 * one goes to this element's bases (src/core/http.ts, "Where a call goes"). Listened to on the
 * shadow root in the capture phase, so the note is taken before any handler of the element runs.
 */
const ACTIONS = ['pointerdown', 'keydown', 'click', 'input', 'change', 'submit'] as const

const servicesByKey = new Map<string, ServiceMap>()

/** One object per distinct map: the element's context and effects change only with its bases. */
function stableServices(map: ServiceMap | undefined): ServiceMap {
  const key = JSON.stringify(map ?? {})
  const known = servicesByKey.get(key)
  if (known) return known
  servicesByKey.set(key, map ?? {})
  return map ?? {}
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

  function ElementRoot({ root }: Readonly<{ root: ShadowRoot }>) {
    const host = root.host
    if (!(host instanceof HTMLElement)) return null
    return <ElementBody root={root} host={host} />
  }

  function ElementBody({ root, host }: Readonly<{ root: ShadowRoot; host: HTMLElement }>) {
    adoptPortalStyles(root)
    useAttributeChanges(host)
    const attrs = readAttributes(host, spec)
    const common = commonAttributes(attrs)
    const services = stableServices(common.services)
    configureServices(services)
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

    // The session attributes (core/session.ts, "Restore"), and the timer settings.
    const given: GivenSession = {
      accountUUID: common.accountUuid,
      userUUID: common.userUuid,
      permissions: common.permissions,
      mocked: common.mocked,
      mockupGenerator: common.mockupGenerator,
    }
    const sessionKey = JSON.stringify(given)
    const timersKey = JSON.stringify(timerOverrides(attrs.timers) ?? null)
    const givenSession = given.accountUUID !== undefined && given.userUUID !== undefined
    // With session attributes, the area first renders once they are in the store: an area that
    // rendered with the previous session could act on it (redirect, fetch) before they apply.
    const [appliedKey, setAppliedKey] = useState<string | null>(null)
    useLayoutEffect(() => {
      // The values are read back from the keys, so the effect runs exactly when one changes.
      restoreSession(JSON.parse(sessionKey), timerOverrides(JSON.parse(timersKey)))
      setAppliedKey(sessionKey)
    }, [sessionKey, timersKey])

    // Activity, sign-in and sign-out are shared with the portal's other tabs.
    useEffect(() => followActivity(host), [host])

    useLayoutEffect(() => {
      const acted = () => noteActionIn(services)
      for (const type of ACTIONS) root.addEventListener(type, acted, true)
      return () => {
        for (const type of ACTIONS) root.removeEventListener(type, acted, true)
      }
    }, [root, services])

    if (givenSession && appliedKey !== sessionKey) return null
    if (signedOut && !givenSession) return <SignedOut portalUrl={portalUrl} />
    return (
      <ElementServices.Provider value={services}>
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
      </ElementServices.Provider>
    )
  }

  customElements.define(
    spec.tag,
    portalElementClass(
      spec.attributes.map((a) => a.name),
      (shadow) => <ElementRoot root={shadow} />,
    ),
  )
}
