/**
 * pp-shell: the dashboard frame around the area element (SHELL-11..32). It starts the session
 * (fetches, extension timer), guards sign-in and permissions, and shows the banners.
 */
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import type { AreaProps } from '../../element-kit/define-element'
import { emit } from '../../core/events'
import { needsPreferredPayment, showsBetaPortalButton } from './lib/shell-rules'
import { leaveTo, navigate } from '../../core/router'
import { SessionTimers } from './session-timers'
import { onOtherTabs, tellOtherTabs } from '../../core/tab-sync'
import {
  endSession,
  extendSession,
  lastActivity,
  reloadSession,
  startSession,
} from '../../core/session'
import { notify, portalStore, rememberOrigin, usePortal, useSessionView } from '../../core/store'
import { LoadError } from '../../ui/load-error'
import { LoadingState } from '../../ui/states'
import { Toasts } from '../../ui/toasts'
import { MissingPaymentNotice, ReportingDelayBanner } from './components/banners'
import { FeedbackModal } from './components/feedback-modal'
import { Footer } from './components/footer'
import { Header } from './components/header'
import { InactivityModal } from './components/inactivity-modal'
import { showsMissingPayment, showsReportingDelay } from './lib/banner-rules'

export default function ShellRoot({
  host,
  route,
  attrs,
  framed,
  newPortalUrl,
}: Readonly<AreaProps>) {
  const status = usePortal((s) => s.sessionStatus)
  const sessionFailed = usePortal((s) => s.sessionFailed)
  const session = useSessionView()
  const account = usePortal((s) => s.account)
  const message = usePortal((s) => s.dashboardMessage)
  const timers = usePortal((s) => s.timers)
  const [loadingScreen, setLoadingScreen] = useState(true)
  const [feedbackOpen, setFeedbackOpen] = useState(false)
  const [inactive, setInactive] = useState(false)
  const [logoutAt, setLogoutAt] = useState(0)
  const [extending, setExtending] = useState(false)
  const timersRef = useRef<SessionTimers | null>(null)
  const wasSignedIn = useRef(false)
  const onDashboard = route.startsWith('/dashboard')

  // SHELL-17: the loading screen shows for 500 ms when the dashboard opens.
  useEffect(() => {
    const timer = setTimeout(() => setLoadingScreen(false), timers.loadingScreenMs)
    return () => clearTimeout(timer)
  }, [timers.loadingScreenMs])

  const signOut = useCallback(
    async (reason: 'logout' | 'inactive') => {
      timersRef.current?.stop()
      const { mocked, mockupGenerator } = portalStore.getState().session
      wasSignedIn.current = false
      const redirect = await endSession()
      const kind = mocked ? 'unmock' : mockupGenerator ? 'mockup' : reason
      emit(host, 'pp-signed-out', { reason: kind, ...(redirect ? { redirect } : {}) })
      if (redirect) leaveTo(redirect)
      else navigate(host, '/auth/signin', true)
    },
    [host],
  )

  // Sign-in guard (SHELL-06) and session end by a 401 (CORE-06).
  useEffect(() => {
    // A failed session probe is no sign-out (CORE-06): the frame offers to try again instead.
    if (status !== 'ready' || sessionFailed) return
    if (session.signedIn) {
      wasSignedIn.current = true
      return
    }
    if (wasSignedIn.current) emit(host, 'pp-signed-out', { reason: 'expired' })
    else rememberOrigin(route)
    wasSignedIn.current = false
    navigate(host, '/auth/signin', true)
  }, [status, sessionFailed, session.signedIn, host, route])

  // SHELL-23/24: session-start fetches.
  useEffect(() => {
    if (session.signedIn) void startSession()
  }, [session.signedIn, session.userUUID])

  // SHELL-25: an empty permission list sends dashboard pages to /error/permission.
  useEffect(() => {
    if (
      onDashboard &&
      session.signedIn &&
      session.permissionsReceived &&
      session.permissions.length === 0
    ) {
      navigate(host, '/error/permission', true)
    }
  }, [onDashboard, session.signedIn, session.permissionsReceived, session.permissions.length, host])

  // SHELL-26..28: the extension timer, inactivity modal and automatic logout.
  useEffect(() => {
    if (!session.signedIn) return
    const sessionTimers = new SessionTimers(timers, {
      lastActionAt: lastActivity,
      extend: extendSession,
      showInactivityModal: (deadline) => {
        setLogoutAt(deadline)
        setInactive(true)
      },
      hideInactivityModal: () => setInactive(false),
      extendFailed: () => notify('error', 'Sorry! We were unable to extend your session.'),
      autoLogout: () => {
        setInactive(false)
        void signOut('inactive')
      },
      // The warning and its answer reach the portal's other tabs (their sign-out comes by the
      // store's own tab sync).
      warned: (deadline) => tellOtherTabs({ type: 'warning', deadline }),
      stayed: () => tellOtherTabs({ type: 'stayed' }),
    })
    timersRef.current = sessionTimers
    sessionTimers.start()
    const leave = onOtherTabs((message) => {
      if (message.type === 'warning') sessionTimers.warnUntil(message.deadline)
      else if (message.type === 'stayed') sessionTimers.answeredElsewhere()
    })
    return () => {
      leave()
      sessionTimers.stop()
    }
  }, [session.signedIn, session.userUUID, timers, signOut])

  const betaUrl = useMemo(() => {
    const given: unknown = attrs.internalDomains
    const internalDomains = Array.isArray(given)
      ? given.filter((d): d is string => typeof d === 'string')
      : []
    const shows = showsBetaPortalButton({
      mocked: session.mocked,
      internalUser: session.internalUser,
      email: session.email,
      showPubPortalV2Button: account.showPubPortalV2Button,
      internalDomains,
    })
    return shows ? newPortalUrl : null
  }, [attrs.internalDomains, session, account.showPubPortalV2Button, newPortalUrl])

  // The frame draws at once, before the session is known; its content waits (or offers a retry).
  if (status !== 'ready' || !session.signedIn)
    return (
      <ShellFrame>
        {status === 'ready' && sessionFailed ? (
          <div className="mx-auto flex max-w-xl flex-col gap-4 py-12">
            <h1 className="text-2xl font-semibold text-slate-900">Something went wrong</h1>
            <LoadError text={SESSION_FAILED} onRetry={() => void reloadSession()} />
          </div>
        ) : (
          <LoadingState label="Loading your dashboard" />
        )}
      </ShellFrame>
    )

  const waiting = loadingScreen || (onDashboard && !session.permissionsReceived)
  const showDelay = !!message?.showMessage && !!message.message && showsReportingDelay(route)
  const showPayment =
    needsPreferredPayment({ ...account, ...session }) && showsMissingPayment(route, framed)

  return (
    <div className="flex min-h-[100svh] flex-col bg-slate-50">
      <Toasts primary />
      <Header
        host={host}
        route={route}
        session={session}
        accountName={account.accountName}
        betaUrl={betaUrl}
        onSignOut={() => void signOut('logout')}
      />
      <main className="mx-auto w-full max-w-[1200px] flex-1 px-4 py-6 sm:px-6">
        {showDelay || showPayment ? (
          <div className="mb-6 flex flex-col gap-3">
            {showDelay ? (
              // Keyed by the text: a new message starts open even if the previous one was closed.
              <ReportingDelayBanner key={message!.message} message={message!.message} />
            ) : null}
            {showPayment ? <MissingPaymentNotice host={host} /> : null}
          </div>
        ) : null}
        {waiting ? (
          <div
            aria-busy="true"
            className="flex min-h-[50vh] flex-col items-center justify-center gap-3 text-slate-500"
          >
            <LoadingState label="Loading your dashboard" />
          </div>
        ) : null}
        <div hidden={waiting}>
          <slot />
        </div>
      </main>
      <Footer
        framed={framed}
        onFeedback={() => setFeedbackOpen(true)}
        termsUrl={typeof attrs.termsUrl === 'string' ? attrs.termsUrl : null}
        privacyUrl={typeof attrs.privacyUrl === 'string' ? attrs.privacyUrl : null}
      />
      <FeedbackModal open={feedbackOpen} onClose={() => setFeedbackOpen(false)} route={route} />
      <InactivityModal
        open={inactive}
        busy={extending}
        deadline={logoutAt}
        onStay={async () => {
          setExtending(true)
          await timersRef.current?.stayActive()
          setExtending(false)
        }}
        onLogout={() => {
          setInactive(false)
          void signOut('logout')
        }}
      />
    </div>
  )
}

/** CORE-09: the default fetch-failure text, for a session probe that failed. */
const SESSION_FAILED = 'Woops, something wrong: Network error. Please try again later.'

/** The shell's frame without a session: the header bar and the page area. */
function ShellFrame({ children }: Readonly<{ children: ReactNode }>) {
  return (
    <div className="flex min-h-[100svh] flex-col bg-slate-50">
      <header className="h-14 border-b border-slate-200 bg-white" />
      <main className="mx-auto w-full max-w-[1200px] flex-1 px-4 py-6 sm:px-6">{children}</main>
    </div>
  )
}
