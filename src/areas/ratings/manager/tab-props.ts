import type { ChosenSite } from '../../../ui/site-manager'
import type { RatingsConfiguration } from '../lib/ratings-rules'

/** What each manager tab gets: the chosen site and its loaded configuration (API-112). */
export interface TabProps extends ChosenSite<RatingsConfiguration> {
  host: HTMLElement
  mocked: boolean
}
