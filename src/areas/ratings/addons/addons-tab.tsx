import { useLayoutEffect, useRef } from 'react'
import { LoadError } from '../../../ui/load-error'
import { Skeleton } from '../../../ui/states'
import { useRequest } from '../../../ui/use-request'
import type { CounterConfiguration } from '../lib/ratings-rules'
import { TEXT } from '../lib/ratings-texts'
import type { TabProps } from '../manager/tab-props'
import { ratingsApi } from '../ratings-api'
import { CounterSection } from './counter-section'

/**
 * RAT-19..21: the Add-ons tab: the chosen site's Ratings Counter (API-117 with RATING_COUNTER).
 * Each save also updates the manager's configuration, so the other tabs show the saved counter.
 */
export function AddonsTab({ site, config, setConfig }: Readonly<TabProps>) {
  const siteUUID = site.siteUUID
  const addons = useRequest((signal) => ratingsApi.addons(siteUUID, signal), siteUUID)
  // The configuration as it is when a save answers, not as it was when the save was sent.
  const latest = useRef(config)
  useLayoutEffect(() => {
    latest.current = config
  })
  function keepInStep(counterConfiguration: CounterConfiguration) {
    const current = latest.current
    setConfig({ ...current, configuration: { ...current.configuration, counterConfiguration } })
  }

  if (addons.error) return <LoadError text={TEXT.addonCodeFailed} onRetry={addons.reload} />
  if (!addons.data || addons.loading)
    return (
      <div
        aria-busy="true"
        aria-label="Loading add-ons"
        className="flex flex-col gap-3 rounded-card border border-slate-200 bg-white px-6 py-4 shadow-raised"
      >
        <Skeleton className="h-5 w-40" />
        <Skeleton className="h-4 w-full max-w-md" />
      </div>
    )
  return <CounterSection key={siteUUID} data={addons.data} onSaved={keepInStep} />
}
