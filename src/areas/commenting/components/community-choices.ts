/** What the Community section and the Community add-on both offer. */
import { INITIAL_LOAD_CHOICES, type PlaceholderType } from '../lib/commenting-rules'

/** COM-28/36: a community top list: its name, its switch and the settings it reads. */
export interface TopListSettings {
  legend: string
  showLabel: string
  show: 'showTopArticles' | 'showTopCommenters'
  limit: 'topArticlesInitialLoadLimit' | 'topCommentersInitialLoadLimit'
}

export const TOP_ARTICLES = {
  legend: 'Top articles',
  showLabel: 'Show top articles',
  show: 'showTopArticles',
  limit: 'topArticlesInitialLoadLimit',
} as const satisfies TopListSettings

export const TOP_COMMENTERS = {
  legend: 'Top commenters',
  showLabel: 'Show top commenters',
  show: 'showTopCommenters',
  limit: 'topCommentersInitialLoadLimit',
} as const satisfies TopListSettings

/** How many entries a top list loads first. */
export const LOAD_OPTIONS = INITIAL_LOAD_CHOICES.map((n) => ({
  value: String(n),
  label: String(n),
}))

/** COM-29: the placeholder image, the standard one or an uploaded one. */
export const PLACEHOLDER_CHOICES: ReadonlyArray<{ value: PlaceholderType; label: string }> = [
  { value: 'standard', label: 'Standard' },
  { value: 'custom', label: 'Custom' },
]
