import type { Site } from '../../../core/session-types'
import type { CommentingConfiguration } from '../lib/commenting-rules'

/** What every comment-manager tab receives: the chosen site and its loaded configuration. */
export interface TabProps {
  host: HTMLElement
  site: Site
  config: CommentingConfiguration
  /** Replaces the stored configuration after a section saved (the server's answer). */
  setConfig: (next: CommentingConfiguration) => void
  mocked: boolean
  newPortalUrl: string | null
}
