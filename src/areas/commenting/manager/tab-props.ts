import type { ProductTabProps } from '../../../site-product/site-manager'
import type { CommentingConfiguration } from '../lib/commenting-rules'

/** What every comment-manager tab receives: the chosen site and its loaded configuration. */
export interface TabProps extends ProductTabProps<CommentingConfiguration> {
  newPortalUrl: string | null
}
