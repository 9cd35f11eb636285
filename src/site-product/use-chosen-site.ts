import { useEffect, useRef, useState } from 'react'
import { holdMove } from '../core/router'
import { sessionApi } from '../core/session-api'
import type { Site } from '../core/session-types'
import { usePortal } from '../core/store'
import { useRequest } from '../ui/use-request'

/**
 * COM-09 / RAT-08: the account's sites and the chosen one (the first, or the session's site in
 * mockup mode). With `reselectOnCount` (RAT-08) the first site is chosen again whenever the
 * number of the account's sites changes, and a change of the store's site list refetches them.
 */
export function useChosenSite(reselectOnCount: boolean) {
  const accountUUID = usePortal((s) => s.session.accountUUID)
  const mockup = usePortal((s) => s.session.mockupGenerator)
  const sessionSite = usePortal((s) => s.session.siteUUID)
  // The store's list fills as a session starts (and changes with it): it refetches ours.
  const storeCount = usePortal((s) => (reselectOnCount ? s.account.siteList.length : 0))
  const sites = useRequest<Site[]>(
    accountUUID ? (signal) => sessionApi.sites(accountUUID, signal).then((r) => r.items) : null,
    `${accountUUID}:${storeCount}`,
  )
  const [siteUUID, setSiteUUID] = useState<string | null>(null)
  const count = useRef<number | null>(null)
  useEffect(() => {
    const list = sites.data
    if (!list?.length) return
    const changed = reselectOnCount && count.current !== null && count.current !== list.length
    count.current = list.length
    if (!changed && siteUUID && list.some((s) => s.siteUUID === siteUUID)) return
    const preferred = mockup ? list.find((s) => s.siteUUID === sessionSite) : undefined
    setSiteUUID((preferred ?? list[0]!).siteUUID)
  }, [sites.data, mockup, sessionSite, siteUUID, reselectOnCount])
  const site = sites.data?.find((s) => s.siteUUID === siteUUID) ?? null
  // Another site with unsaved edits on screen asks first (the leave guards); while it asks the
  // dropdown draws the current site again.
  const [, redraw] = useState(0)
  const choose = (next: string) => {
    if (holdMove(() => setSiteUUID(next))) redraw((n) => n + 1)
    else setSiteUUID(next)
  }
  return { accountUUID, sites, siteUUID, choose, site }
}
