/** Every element's spec, for the manifest and typings (elements import only their own). */
import type { ElementSpec } from '../core/element-spec'
import { authSpec } from './pp-auth'
import { shellSpec } from './pp-shell'
import { errorSpec } from './pp-error'
import { profileSpec } from './pp-profile'
import { accountSettingsSpec } from './pp-account-settings'
import { commentingSpec } from './pp-commenting'
import { embedsSpec } from './pp-embeds'
import { embedBuilderSpec } from './pp-embed-builder'
import { homeSpec } from './pp-home'
import { analyticsSpec } from './pp-analytics'
import { reportsSpec } from './pp-reports'
import { ratingsSpec } from './pp-ratings'

export const ELEMENT_SPECS: ElementSpec[] = [
  authSpec,
  shellSpec,
  errorSpec,
  profileSpec,
  accountSettingsSpec,
  commentingSpec,
  embedsSpec,
  embedBuilderSpec,
  homeSpec,
  analyticsSpec,
  reportsSpec,
  ratingsSpec,
]
