import { notify, notifyFailure } from '../../../core/store'
import { messagesOf, useForm } from '../../../ui/use-form'
import {
  colorProblems,
  parseColor,
  RATING_COLOR_KEYS,
  sameColors,
  type RatingColorKey,
  type RatingColors,
  type RatingsConfiguration,
} from '../lib/ratings-rules'
import { TEXT } from '../lib/ratings-texts'
import { ratingsApi } from '../ratings-api'

/** RAT-16: the three pickers; errorValidation is saved with them, unchanged. */
export const PICKERS: ReadonlyArray<{
  key: Exclude<RatingColorKey, 'errorValidation'>
  label: string
}> = [
  { key: 'background', label: TEXT.background },
  { key: 'primaryText', label: TEXT.primaryText },
  { key: 'brand', label: TEXT.branding },
]

export function colorsOf(config: RatingsConfiguration): RatingColors {
  const c = config.configuration.colorConfiguration
  return Object.fromEntries(RATING_COLOR_KEYS.map((k) => [k, c[k]])) as RatingColors
}

/** The colours a preview draws: each valid working colour, else the saved one. */
export function shownColors(values: RatingColors, saved: RatingColors): RatingColors {
  return Object.fromEntries(
    RATING_COLOR_KEYS.map((k) => [k, parseColor(values[k]) ?? saved[k]]),
  ) as RatingColors
}

/**
 * RAT-16/17: the Color scheme form. Each colour is valid on its own (six hex digits; a colour set
 * back to its saved value is valid again); Save stays disabled while all four equal the saved
 * ones, case-insensitively; any invalid refuses the save with `Cannot save: invalid colors`.
 * API-113's answer is merged into the configuration.
 */
export function useColorForm(
  config: RatingsConfiguration,
  setConfig: (next: RatingsConfiguration) => void,
) {
  const saved = colorsOf(config)
  const form = useForm<RatingColors, RatingColors>({
    initial: saved,
    source: saved,
    sourceKey: JSON.stringify([config.configuration.colorConfiguration.uuid, saved]),
    validate: (values) => messagesOf(colorProblems(values)),
    save: (values) =>
      ratingsApi.saveColors(
        config.configuration.colorConfiguration.uuid,
        Object.fromEntries(
          RATING_COLOR_KEYS.map((k) => [k, values[k].toUpperCase()]),
        ) as RatingColors,
      ),
    onSaved: (answer) => {
      const next = {
        ...config,
        configuration: {
          ...config.configuration,
          colorConfiguration: { ...config.configuration.colorConfiguration, ...answer },
        },
      }
      form.reset(colorsOf(next))
      setConfig(next)
      notify('success', TEXT.colorSaved)
    },
    onError: (error) => notifyFailure(error, TEXT.colorFailed),
  })
  return { form, saved, unchanged: sameColors(form.values, saved) }
}
