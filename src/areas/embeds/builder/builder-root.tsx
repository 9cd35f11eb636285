/**
 * pp-embed-builder: creation and editing of an embed (spec 001 §2, §4; BLD-01..72) at
 * /dashboard/embeds/management/{placement,customize,ads,add_ons,code}?embed=. The root gates the
 * route (BLD-01, 02, 03), loads the embed (API-42) and hands a fresh builder store to the screen.
 */
import { useEffect, useState } from 'react'
import type { AreaProps } from '../../../element-kit/define-element'
import { useFrameHeight } from '../frame-height'
import { errorRouteFor } from '../../../core/http'
import { hasPermission, PERMISSIONS } from '../../../core/permissions'
import { navigate } from '../../../core/router'
import { usePortal } from '../../../core/store'
import { LoadingState, MovedNotice, PageHeader } from '../../../ui/states'
import { Toasts } from '../../../ui/toasts'
import { useRequest } from '../../../ui/use-request'
import { docFromEmbed } from '../lib/builder-doc-rules'
import { MOVED_BUTTON, MOVED_TEXT, selectedEmbed, TITLE } from '../lib/embeds-routes'
import { stepGate } from '../lib/steps-rules'
import { builderApi } from './builder-api'
import { BuilderScreen, NEW_EMBED_PATH } from './builder-screen'
import {
  BuilderContext,
  BuilderEnvContext,
  createBuilderStore,
  type BuilderEnv,
  type BuilderStore,
} from './builder-store'
import { draftKey } from './drafts'

/**
 * The builder paints the portal's page colour itself: dropped alone on a foreign page (the newer
 * portal) its white cards would otherwise stand on the host's background (issue 27).
 */
const PAGE = 'bg-slate-50'

/** The card to select first (`&card=` from the embed analytics' Edit). */
function cardParam(route: string): string | null {
  const query = route.split('?')[1]?.split('#')[0] ?? ''
  const value = new URLSearchParams(query).get('card')
  return value && /^[A-Za-z0-9-]{1,64}$/.test(value) ? value : null
}

export default function BuilderRoot({
  host,
  route,
  attrs,
  framed,
  newPortalUrl,
}: Readonly<AreaProps>) {
  useFrameHeight(host, framed, attrs.frameOrigins)
  const permissionsReceived = usePortal((s) => s.session.permissionsReceived)
  const permissions = usePortal((s) => s.session.permissions)
  const mocked = usePortal((s) => s.session.mocked)
  const mockupGenerator = usePortal((s) => s.session.mockupGenerator)
  const sessionEmbed = usePortal((s) => s.session.embedUUID)
  const accountUUID = usePortal((s) => s.session.accountUUID)
  const userUUID = usePortal((s) => s.session.userUUID)
  const executorUUID = usePortal((s) => s.session.executorUUID)

  const moved = !!newPortalUrl && !framed
  const canEdit = mocked || hasPermission(permissions, PERMISSIONS.manageEmbeds)
  const embedUUID = selectedEmbed(route) ?? (mockupGenerator ? sessionEmbed : null)
  const gate = stepGate(route, {
    embedLoaded: !!embedUUID,
    mockupGenerator,
    hasEmbed: !!sessionEmbed,
  })
  const ready = !moved && permissionsReceived && canEdit && gate.kind === 'step' && !!accountUUID
  // BLD-01 (OPEN default /error/403), BLD-02 (404 / library), BLD-03 (getstarted → New Embed).
  const redirect =
    moved || !permissionsReceived
      ? null
      : !canEdit
        ? '/error/403'
        : gate.kind === 'redirect'
          ? gate.to
          : gate.kind === 'getstarted'
            ? NEW_EMBED_PATH
            : null
  useEffect(() => {
    if (redirect) navigate(host, redirect, true)
  }, [redirect, host])

  const loaded = useRequest(
    ready && embedUUID ? (signal) => builderApi.load(embedUUID, signal) : null,
    embedUUID ?? '',
    (error) => navigate(host, errorRouteFor(error), true),
  )
  // One store per loaded embed; a reload of the same embed (after a save) keeps it.
  const [held, setHeld] = useState<{ id: string; store: BuilderStore; siteName: string } | null>(
    null,
  )
  const data = loaded.data
  if (data && data.embed.embedUUID === embedUUID && held?.id !== embedUUID) {
    const doc = docFromEmbed(data)
    const store = createBuilderStore(doc, !data.embed.creationCompleted)
    // EMB-29: the embed analytics' Edit opens the builder on that card (`&card=`).
    const card = cardParam(route)
    const index = card ? doc.cards.findIndex((c) => c.contentUUID === card) : -1
    if (index >= 0) store.setState({ selected: index })
    setHeld({
      id: data.embed.embedUUID,
      store,
      siteName: data.site.siteName,
    })
  }

  if (moved && newPortalUrl)
    return (
      <div className={PAGE}>
        <PageHeader title={TITLE} />
        <MovedNotice text={MOVED_TEXT} button={MOVED_BUTTON} url={newPortalUrl} />
      </div>
    )
  const step = gate.kind === 'step' ? gate.step : null
  if (!ready || !step || !held || held.id !== embedUUID || !accountUUID)
    return (
      <div className={PAGE}>
        <Toasts />
        <LoadingState />
      </div>
    )
  const env: BuilderEnv = {
    host,
    accountUUID,
    executorUUID: executorUUID ?? userUUID,
    mocked,
    mockupGenerator,
  }
  return (
    <BuilderEnvContext.Provider value={env}>
      <BuilderContext.Provider value={held.store}>
        <div className={PAGE}>
          <Toasts />
          <BuilderScreen
            key={held.id}
            host={host}
            step={step}
            siteName={held.siteName}
            draftKey={draftKey(accountUUID, userUUID ?? '', held.id)}
            executorUUID={env.executorUUID}
          />
        </div>
      </BuilderContext.Provider>
    </BuilderEnvContext.Provider>
  )
}
