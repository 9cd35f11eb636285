import type { ProductTabProps } from '../../../site-product/site-manager'
import type { RatingsConfiguration } from '../lib/ratings-rules'

/** What each manager tab gets: the chosen site and its loaded configuration (API-112). */
export type TabProps = ProductTabProps<RatingsConfiguration>
