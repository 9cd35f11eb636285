import type { Site } from '../../../core/session-types'
import type { RatingsConfiguration } from '../lib/ratings-rules'

/** What each manager tab gets: the chosen site and its loaded configuration (API-112). */
export interface TabProps {
  host: HTMLElement
  site: Site
  config: RatingsConfiguration
  /** Replaces the stored configuration after a section saved (the server's answer). */
  setConfig: (next: RatingsConfiguration) => void
  mocked: boolean
}
