/**
 * <pp-demo-host>, written with lit: root routing (SHELL-01..06), mounts pp-auth, pp-shell with
 * the area element of each /dashboard route, and pp-error; handles the elements' pp-navigate.
 * Area elements load on demand from the build folder, so areas added later simply appear.
 */
import { LitElement, html, type PropertyValues } from 'lit'
import { unsafeStatic, html as staticHtml } from 'lit/static-html.js'
import { ifDefined } from 'lit/directives/if-defined.js'
import { dashboardElementFor, rootTarget, topLevelOf } from './root-routing'
import { loadSession } from '../../src/core/session'
import { notify, portalStore, rememberOrigin, setTimers, setTokenUUID } from '../../src/core/store'
import type { NavigateDetail } from '../../src/core/events'

interface DemoConfig {
  /** The element tags this build has (null: unknown, try each). */
  elements: string[] | null
  timers: Record<string, number> | null
  newPortalUrl: string
  termsUrl: string
  privacyUrl: string
  testPageUrl: string
  googleAuthUrl: string
  internalDomains: string[]
  base: string
}

function readConfig(): DemoConfig {
  const node = document.getElementById('pp-demo-config')
  const fallback: DemoConfig = {
    elements: null,
    timers: null,
    newPortalUrl: '',
    termsUrl: '',
    privacyUrl: '',
    testPageUrl: '',
    googleAuthUrl: '',
    internalDomains: [],
    base: '/dist',
  }
  try {
    return node
      ? { ...fallback, ...(JSON.parse(node.textContent ?? '{}') as Partial<DemoConfig>) }
      : fallback
  } catch {
    return fallback
  }
}

type Loaded = 'loading' | 'ready' | 'missing'

/** The support console's newer-portal switch (demo/assets/support.js): areas get new-portal-url. */
function newerPortalArrangement(): boolean {
  try {
    return localStorage.getItem('pp.demo.newerPortal') === '1'
  } catch {
    return false
  }
}

export class PortalHost extends LitElement {
  static properties = { path: { state: true }, loaded: { state: true } }
  declare path: string
  declare loaded: Record<string, Loaded>
  private readonly config = readConfig()
  private unsubscribe: (() => void) | null = null

  constructor() {
    super()
    this.path = location.pathname + location.search
    this.loaded = {}
    // The configured timers reach every element through the shared store, not only pp-shell:
    // pp-auth's Send again lock (AUTH-29) reads resendLockMs, which the server enforces too.
    if (this.config.timers) setTimers(this.config.timers)
  }

  // Light DOM: the portal elements carry their own shadow roots and styles.
  protected createRenderRoot() {
    return this
  }

  connectedCallback() {
    super.connectedCallback()
    addEventListener('popstate', this.onPopState)
    this.addEventListener('pp-navigate', this.onNavigate as EventListener)
    this.unsubscribe = portalStore.subscribe((state, previous) => {
      if (
        state.sessionStatus !== previous.sessionStatus ||
        state.session.signedIn !== previous.session.signedIn
      ) {
        this.requestUpdate()
      }
      // The shell's "Try again" loaded the session after a failed probe.
      if (previous.sessionFailed && state.sessionStatus === 'ready' && !state.sessionFailed)
        this.route()
    })
    // The shell draws its frame while the session loads (a slow first request shows no blank page).
    const top = topLevelOf(this.path.split('?')[0] ?? '/')
    if (top === 'dashboard' || top === 'error') this.ensure('pp-shell')
    void loadSession().then(() => this.route())
  }

  disconnectedCallback() {
    super.disconnectedCallback()
    removeEventListener('popstate', this.onPopState)
    this.removeEventListener('pp-navigate', this.onNavigate as EventListener)
    this.unsubscribe?.()
  }

  private readonly onPopState = () => {
    this.path = location.pathname + location.search
    this.route()
  }

  private readonly onNavigate = (event: CustomEvent<NavigateDetail>) => {
    const { path, replace } = event.detail
    if (/^https?:\/\//.test(path)) return
    event.preventDefault()
    this.go(path, replace)
  }

  private go(path: string, replace = false): void {
    if (path === location.pathname + location.search) return this.route()
    if (replace) history.replaceState(null, '', path)
    else history.pushState(null, '', path)
    this.path = path
    scrollTo(0, 0)
    this.route()
  }

  /** Applies root routing and the top-level gates; may replace the current path. */
  private route(): void {
    const { sessionStatus, session, sessionFailed } = portalStore.getState()
    if (sessionStatus !== 'ready') return
    const pathname = this.path.split('?')[0] ?? '/'
    const top = topLevelOf(pathname)
    // Unknown session (the probe failed, not a 401): the shell offers a retry, nobody signs out.
    if (sessionFailed && (top === 'dashboard' || top === 'error')) return this.ensure('pp-shell')
    if (top === 'root') {
      const decision = rootTarget(location.search, session)
      if (decision.tokenUUID) setTokenUUID(decision.tokenUUID)
      if (decision.error) notify('error', decision.error)
      return this.go(decision.target, true)
    }
    if (top === 'unknown') return this.go('/error/404', true)
    if ((top === 'dashboard' || top === 'error') && !session.signedIn) {
      rememberOrigin(this.path)
      return this.go('/auth/signin', true)
    }
    if (top === 'dashboard') {
      if (pathname === '/dashboard' || pathname === '/dashboard/')
        return this.go('/dashboard/home', true)
      const tag = dashboardElementFor(pathname)
      if (!tag) return this.go('/error/404', true)
      this.ensure(tag)
    }
    if (top === 'auth') this.ensure('pp-auth')
    if (top === 'error') this.ensure('pp-error')
    if (top === 'dashboard' || top === 'error') this.ensure('pp-shell')
  }

  /** Loads an element's script once; a missing one is shown as not available. */
  private ensure(tag: string) {
    if (this.loaded[tag] || customElements.get(tag)) return
    if (this.config.elements && !this.config.elements.includes(tag)) {
      this.loaded = { ...this.loaded, [tag]: 'missing' }
      return
    }
    this.loaded = { ...this.loaded, [tag]: 'loading' }
    import(/* @vite-ignore */ `${this.config.base}/elements/${tag}.js`)
      .then(() => customElements.whenDefined(tag))
      .then(() => (this.loaded = { ...this.loaded, [tag]: 'ready' }))
      .catch(() => (this.loaded = { ...this.loaded, [tag]: 'missing' }))
  }

  protected updated(changed: PropertyValues) {
    if (changed.has('path')) document.title = `${titleFor(this.path)} · Publisher Portal`
  }

  render() {
    const { sessionStatus, sessionFailed } = portalStore.getState()
    const pathname = this.path.split('?')[0] ?? '/'
    const top = topLevelOf(pathname)
    const timers = this.config.timers ? JSON.stringify(this.config.timers) : undefined
    if (sessionStatus !== 'ready' || sessionFailed)
      return top === 'dashboard' || top === 'error'
        ? html`<pp-shell route=${this.path} timers=${ifDefined(timers)}></pp-shell>`
        : html``
    const areaNewPortalUrl = newerPortalArrangement() ? this.config.newPortalUrl : undefined
    if (top === 'auth')
      return html`<pp-auth
        route=${this.path}
        google-auth-url=${ifDefined(this.config.googleAuthUrl || undefined)}
      ></pp-auth>`
    if (top !== 'dashboard' && top !== 'error') return html``
    const tag = top === 'error' ? 'pp-error' : dashboardElementFor(pathname)
    const area =
      tag && this.loaded[tag] === 'missing'
        ? html`<div style="padding:48px 0;text-align:center;color:#475569;font:14px system-ui">
            <h1 style="margin:0 0 8px;color:#0f172a;font-size:24px;font-weight:600">
              ${titleFor(this.path)}
            </h1>
            This area is not part of this build yet.
          </div>`
        : tag
          ? staticHtml`<${unsafeStatic(tag)}
              route=${this.path}
              new-portal-url=${ifDefined(areaNewPortalUrl)}
              test-page-url=${ifDefined((tag === 'pp-ratings' && this.config.testPageUrl) || undefined)}
            ></${unsafeStatic(tag)}>`
          : html``
    return html`<pp-shell
      route=${this.path}
      timers=${ifDefined(timers)}
      new-portal-url=${this.config.newPortalUrl}
      internal-domains=${JSON.stringify(this.config.internalDomains)}
      terms-url=${ifDefined(this.config.termsUrl || undefined)}
      privacy-url=${ifDefined(this.config.privacyUrl || undefined)}
      >${area}</pp-shell
    >`
  }
}

function titleFor(path: string): string {
  const parts = (path.split('?')[0] ?? '').split('/').filter(Boolean)
  if (parts[0] === 'auth') return 'Sign in'
  if (parts[0] === 'error') return 'Error'
  const area = parts[1] ?? 'home'
  return area.charAt(0).toUpperCase() + area.slice(1)
}

if (!customElements.get('pp-demo-host')) customElements.define('pp-demo-host', PortalHost)
