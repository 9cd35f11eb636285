import { useMemo } from 'react'
import { notifyFailure } from '../../../core/store'
import { LoadError } from '../../../ui/load-error'
import { Skeleton } from '../../../ui/states'
import { useRequest } from '../../../ui/use-request'
import { commentingApi, type Addons } from '../commenting-api'
import {
  COUNTER_PLACEHOLDERS,
  DEFAULT_COLORS,
  placeholderTypeFor,
  type CommentsCounterAddon,
  type CommunityAddon as Community,
} from '../lib/commenting-rules'
import { TEXT } from '../lib/commenting-texts'
import { type TabProps } from '../manager/tab-props'
import { CommunityAddon } from './community-addon'
import { CounterAddon } from './counter-addon'

/** COM-33: the settings a first switch-on creates (uuid '' until the server answers). */
function newCounter(configurationUUID: string): CommentsCounterAddon {
  return {
    uuid: '',
    isCommentsCounterEnabled: false,
    commentingUnitConfigurationUUID: configurationUUID,
    ...COUNTER_PLACEHOLDERS,
    headerCode: '',
    bodyCode: '',
  }
}

function newCommunity(configurationUUID: string): Community {
  return {
    uuid: '',
    isCommunityEnabled: false,
    commentingUnitConfigurationUUID: configurationUUID,
    title: null,
    topArticlesDaysTimeFrame: 0,
    placeholderImageType: 'standard',
    placeholderImageUrl: null,
    showTopArticles: true,
    topArticlesInitialLoadLimit: 2,
    showTopCommenters: true,
    topCommentersInitialLoadLimit: 2,
    code: '',
    isCustomColorEnabled: false,
    customColorSchema: { ...DEFAULT_COLORS },
  }
}

/** The stored settings of both add-ons, with the defaults where the server has none yet. */
function storedAddons(data: Addons, configurationUUID: string) {
  const community = data.community
  return {
    counter: data.commentsCounter ?? newCounter(configurationUUID),
    community: community
      ? { ...community, placeholderImageType: placeholderTypeFor(community.placeholderImageUrl) }
      : newCommunity(configurationUUID),
  }
}

/** COM-32..36: the Add-ons tab: the Comments Counter and Community add-ons of the chosen site. */
export function AddonsTab({ site, config }: Readonly<TabProps>) {
  const siteUUID = site.siteUUID
  const configurationUUID = config.commentingUnitConfigurationUUID
  const addons = useRequest(
    (signal) => commentingApi.addons(siteUUID, signal),
    siteUUID,
    (error) => notifyFailure(error, TEXT.addonsFetchFailed),
  )
  const code = useRequest((signal) => commentingApi.addonsCode(siteUUID, signal), siteUUID)
  const stored = useMemo(
    () => (addons.data ? storedAddons(addons.data, configurationUUID) : null),
    [addons.data, configurationUUID],
  )

  if (addons.error) return <LoadError text={TEXT.addonsFetchFailed} onRetry={addons.reload} />
  if (!stored || addons.loading)
    return (
      <div aria-busy="true" aria-label="Loading add-ons" className="flex flex-col gap-6">
        <Skeleton className="h-64 w-full" />
        <Skeleton className="h-48 w-full" />
      </div>
    )
  const shared = { code: code.data, configurationUUID, onCreated: code.reload }
  return (
    <div className="flex flex-col gap-6">
      {code.error ? (
        <LoadError text="The add-on code could not be loaded." onRetry={code.reload} />
      ) : null}
      <CounterAddon key={`counter:${siteUUID}`} stored={stored.counter} {...shared} />
      <CommunityAddon
        key={`community:${siteUUID}`}
        stored={stored.community}
        unitUUID={config.commentingUnitUUID}
        {...shared}
      />
    </div>
  )
}
