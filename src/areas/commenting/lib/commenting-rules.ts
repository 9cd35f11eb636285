/**
 * The commenting unit's settings (spec 002 §3, §4, §5, §9; COM-13..36): shapes, defaults and
 * validation rules. Pure; used by the screens and, through the same functions, by the server.
 * The shapes, choices, limits and defaults live in commenting-settings-rules.ts.
 */
import { AA_TEXT_CONTRAST, lowContrast, type ContrastPair } from '../../../core/contrast'
import type { FieldError } from '../../../core/validation/rules'
import {
  COLOR_KEYS,
  INITIAL_LOAD_CHOICES,
  LABEL_MAX,
  LOAD_MORE_CHOICES,
  NAME_MAX,
  SCORE_MAX,
  TITLE_MAX,
  TREE_MAX,
  TREE_PRESETS,
  type ColorKey,
  type ColorValues,
  type CommentingUserType,
  type CommentsCounterAddon,
  type CommentsTree,
  type CommunityAddon,
  type CommunitySettings,
  type GeneralSettings,
  type ModerationAdvanced,
  type PlaceholderType,
  type StatInterval,
  type TreeType,
} from './commenting-settings-rules'

export * from './commenting-settings-rules'

// ---- field rules ----

/**
 * Letters, digits, spaces, punctuation and symbols; no control or format characters (NUL, bidi
 * overrides) and no leading whitespace.
 */
const TEXT_SET = /^[\p{L}\p{M}\p{N}\p{P}\p{S} ]*$/u
const HEX6 = /^[0-9a-fA-F]{6}$/

function textProblem(value: string, min: number, max: number): string | null {
  if (value.length < min) return min === 1 ? 'This field is required' : null
  if (value.length > max) return `Use at most ${max} characters`
  if (/^\s/.test(value)) return 'Do not start with a space'
  if (!TEXT_SET.test(value)) return 'Use letters, digits, spaces and punctuation only'
  return null
}

/** COM-15: integration name, 1–191 characters. */
export const nameProblem = (value: string | null | undefined) =>
  textProblem(value ?? '', 1, NAME_MAX)

/** COM-15: active users indicator title, 0–64 characters; required when the indicator is on. */
export function indicatorTitleProblem(value: string | null | undefined, enabled: boolean) {
  return textProblem(value ?? '', enabled ? 1 : 0, TITLE_MAX)
}

/** COM-28: community title, at most 64 characters (saved as null if empty). */
export const communityTitleProblem = (value: string | null | undefined) =>
  textProblem(value ?? '', 0, TITLE_MAX)

/** COM-35: counter labels, 1–64 characters. */
export const counterLabelProblem = (value: string | null | undefined) =>
  textProblem(value ?? '', 1, LABEL_MAX)

/** COM-28: top-articles days as typed: digits only, up to 3; empty is invalid, 0 is valid. */
export function daysProblem(value: string): string | null {
  if (value === '') return 'Enter a number of days'
  if (!/^\d{1,3}$/.test(value)) return 'Use up to 3 digits'
  return null
}

/** A colour as six hex digits without '#' (COM-24). */
export const isHexColor = (value: unknown): value is string =>
  typeof value === 'string' && HEX6.test(value)

/** Shows a stored colour with its '#'. */
export const displayColor = (value: string) => `#${value.toUpperCase()}`

/** Parses what a user typed into a stored colour (no '#'), or null when it is not a colour. */
export function parseColor(input: string): string | null {
  const value = input.trim().replace(/^#/, '')
  return HEX6.test(value) ? value.toUpperCase() : null
}

/** COM-36: the add-on colour editor uses white when a value is not six characters. */
export const addonColor = (value: string | null | undefined) =>
  value && value.length === 6 ? value : 'FFFFFF'

/** COM-24: equal colours compare case-insensitively. */
export function sameColors(a: ColorValues, b: ColorValues): boolean {
  return COLOR_KEYS.every((k) => a[k].toLowerCase() === b[k].toLowerCase())
}

/** The text colours the unit draws on another of its colours: all text, so 4.5:1 (WCAG AA). */
const textOn = (text: ColorKey, background: ColorKey): ContrastPair<ColorKey> => ({
  text,
  background,
  needed: AA_TEXT_CONTRAST,
})
export const COLOR_PAIRS = [
  textOn('primaryText', 'background'),
  textOn('secondaryText', 'background'),
  textOn('branding', 'background'),
  textOn('primaryButtonLabel', 'branding'),
  textOn('errorValidation', 'background'),
]

/** The pairs of valid colours readers could not read (below WCAG AA), with their ratio. */
export const lowContrastPairs = (c: ColorValues) => lowContrast(c, COLOR_PAIRS)

// ---- section checks (client and server) ----

const err = (field: string, message: string | null): FieldError[] =>
  message ? [{ field, message }] : []

export function generalProblems(g: GeneralSettings): FieldError[] {
  return [
    ...err('name', nameProblem(g.name)),
    ...err(
      'activeUsersIndicatorTitle',
      indicatorTitleProblem(g.activeUsersIndicatorTitle, g.isActiveUsersIndicatorEnabled),
    ),
  ]
}

/** COM-20: 0 ≤ min ≤ max ≤ 6, whole numbers. */
export function scoresProblems(a: ModerationAdvanced): FieldError[] {
  const whole = (n: number) => Number.isInteger(n) && n >= 0 && n <= SCORE_MAX
  return [
    ...err('advancedSettings.minApprovalScore', whole(a.minApprovalScore) ? null : 'Use 0 to 6'),
    ...err(
      'advancedSettings.maxApprovalScore',
      !whole(a.maxApprovalScore)
        ? 'Use 0 to 6'
        : a.maxApprovalScore < a.minApprovalScore
          ? 'The maximum cannot be below the minimum'
          : null,
    ),
  ]
}

/** COM-22: custom limits 1–25 comments and 0–25 replies; load-more from the choices. */
export function treeProblems(t: Omit<CommentsTree, 'uuid'>): FieldError[] {
  const within = (n: number, min: number) => Number.isInteger(n) && n >= min && n <= TREE_MAX
  const choice = (n: number) => (LOAD_MORE_CHOICES as readonly number[]).includes(n)
  return [
    ...err(
      'commentsInitialLoadLimit',
      within(t.commentsInitialLoadLimit, 1) ? null : 'Use 1 to 25',
    ),
    ...err('repliesInitialLoadLimit', within(t.repliesInitialLoadLimit, 0) ? null : 'Use 0 to 25'),
    ...err(
      'commentsLoadMoreLimit',
      choice(t.commentsLoadMoreLimit) ? null : 'Choose 5, 10, 15, 20 or 25',
    ),
    ...err(
      'repliesLoadMoreLimit',
      choice(t.repliesLoadMoreLimit) ? null : 'Choose 5, 10, 15, 20 or 25',
    ),
  ]
}

/** A preset's limits are the preset's own; only CUSTOM keeps what was typed. */
export function applyTreePreset<T extends Omit<CommentsTree, 'uuid'>>(tree: T, type: TreeType): T {
  if (type === 'CUSTOM') return { ...tree, treeType: type }
  const preset = TREE_PRESETS[type]
  return {
    ...tree,
    treeType: type,
    commentsInitialLoadLimit: preset.comments,
    repliesInitialLoadLimit: preset.replies,
  }
}

export function colorProblems(c: ColorValues): FieldError[] {
  return COLOR_KEYS.flatMap((k) =>
    err(k, isHexColor(c[k]) ? null : 'Enter a colour such as #1494F4'),
  )
}

function daysNumberProblem(n: number): string | null {
  return Number.isInteger(n) && n >= 0 && n <= 999 ? null : 'Use up to 3 digits'
}

const initialChoice = (n: number) => (INITIAL_LOAD_CHOICES as readonly number[]).includes(n)

/** The title and top-list rules the community section and the community add-on share. */
function communityCommonProblems(
  c: Pick<
    CommunitySettings,
    | 'title'
    | 'topArticlesDaysTimeFrame'
    | 'topArticlesInitialLoadLimit'
    | 'topCommentersInitialLoadLimit'
  >,
): FieldError[] {
  const choice = 'Choose one of the listed numbers'
  return [
    ...err('title', communityTitleProblem(c.title)),
    ...err('topArticlesDaysTimeFrame', daysNumberProblem(c.topArticlesDaysTimeFrame)),
    ...err(
      'topArticlesInitialLoadLimit',
      initialChoice(c.topArticlesInitialLoadLimit) ? null : choice,
    ),
    ...err(
      'topCommentersInitialLoadLimit',
      initialChoice(c.topCommentersInitialLoadLimit) ? null : choice,
    ),
  ]
}

export function communityProblems(c: Omit<CommunitySettings, 'uuid'>): FieldError[] {
  return [
    ...communityCommonProblems(c),
    ...err(
      'placeholderImageUrl',
      c.placeholderImageType === 'custom' && !c.placeholderImageUrl ? 'Upload an image' : null,
    ),
  ]
}

export function counterProblems(
  c: Pick<
    CommentsCounterAddon,
    'zeroCommentsLabel' | 'singleCommentLabel' | 'multipleCommentsLabel'
  >,
): FieldError[] {
  return [
    ...err('zeroCommentsLabel', counterLabelProblem(c.zeroCommentsLabel)),
    ...err('singleCommentLabel', counterLabelProblem(c.singleCommentLabel)),
    ...err('multipleCommentsLabel', counterLabelProblem(c.multipleCommentsLabel)),
  ]
}

export function communityAddonProblems(
  c: Pick<
    CommunityAddon,
    | 'title'
    | 'topArticlesDaysTimeFrame'
    | 'topArticlesInitialLoadLimit'
    | 'topCommentersInitialLoadLimit'
    | 'customColorSchema'
  >,
): FieldError[] {
  return [
    ...communityCommonProblems(c),
    ...COLOR_KEYS.flatMap((k) =>
      err(
        `customColorSchema.${k}`,
        isHexColor(c.customColorSchema[k]) ? null : 'Use a 6-character hex code',
      ),
    ),
  ]
}

// ---- derived values ----

/** COM-19: the user type from the two anonymous switches. */
export function userTypeFrom(anonymous: boolean, onlyAnonymous: boolean): CommentingUserType {
  if (!anonymous) return 'ONLY_AUTHORIZED_USER'
  return onlyAnonymous ? 'ONLY_ANONYMOUSE_USER' : 'EVERY_USER'
}

export function anonymousSwitches(type: CommentingUserType) {
  return {
    anonymous: type !== 'ONLY_AUTHORIZED_USER',
    onlyAnonymous: type === 'ONLY_ANONYMOUSE_USER',
  }
}

/** COM-36: custom when a URL exists, else standard. */
export const placeholderTypeFor = (url: string | null | undefined): PlaceholderType =>
  url ? 'custom' : 'standard'

/** COM-28: the community as saved: empty title → null, standard clears the image. */
export function communityToSave<T extends Omit<CommunitySettings, 'uuid'>>(c: T): T {
  const title = c.title?.trim() ? c.title : null
  return c.placeholderImageType === 'standard'
    ? { ...c, title, placeholderImageUrl: null, placeholderImageName: null }
    : { ...c, title }
}

/** The counter text for a count, from the three labels ({count} replaced). */
export function counterText(
  c: Pick<
    CommentsCounterAddon,
    'zeroCommentsLabel' | 'singleCommentLabel' | 'multipleCommentsLabel'
  >,
  count: number,
): string {
  if (count === 0) return c.zeroCommentsLabel
  if (count === 1) return c.singleCommentLabel
  return c.multipleCommentsLabel.replace('{count}', count.toLocaleString('en-US'))
}

/** The statistics row label of a period (UTC dates, en-US). */
export function statsDateRange(interval: StatInterval, periodStart: string): string {
  const [y, m, d] = periodStart.split('-').map(Number) as [number, number, number]
  const fmt = (date: Date) =>
    date.toLocaleDateString('en-US', {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    })
  if (interval === 'DAY') return fmt(new Date(Date.UTC(y, m - 1, d)))
  if (interval === 'MONTH')
    return `${fmt(new Date(Date.UTC(y, m - 1, 1)))} - ${fmt(new Date(Date.UTC(y, m, 0)))}`
  return `${fmt(new Date(Date.UTC(y, 0, 1)))} - ${fmt(new Date(Date.UTC(y, 11, 31)))}`
}
