import type { ChosenSite } from '../../../ui/site-manager'
import type { CommentingConfiguration } from '../lib/commenting-rules'

/** What every comment-manager tab receives: the chosen site and its loaded configuration. */
export interface TabProps extends ChosenSite<CommentingConfiguration> {
  host: HTMLElement
  mocked: boolean
  newPortalUrl: string | null
}
