import { notify, notifyFailure } from '../../../core/store'
import { messagesOf, useForm } from '../../../ui/use-form'
import {
  generalProblems,
  generalToSave,
  type GeneralSave,
  type RatingFontSize,
  type RatingFontWeight,
  type RatingsConfiguration,
} from '../lib/ratings-rules'
import { TEXT } from '../lib/ratings-texts'
import { ratingsApi } from '../ratings-api'

/** The General section's values, flat; the font's keys are the server's field names. */
export type GeneralValues = Omit<GeneralSave, 'fontConfiguration'> & {
  'fontConfiguration.size': RatingFontSize
  'fontConfiguration.weight': RatingFontWeight
}

export function generalValuesOf(config: RatingsConfiguration): GeneralValues {
  const c = config.configuration
  return {
    title: c.title,
    firstRatingTitle: c.firstRatingTitle,
    thankYouMessage: c.thankYouMessage,
    enablePageId: c.enablePageId,
    zeroRatingLabel: c.zeroRatingLabel,
    oneRatingLabel: c.oneRatingLabel,
    multipleRatingsLabel: c.multipleRatingsLabel,
    'fontConfiguration.size': c.fontConfiguration.size,
    'fontConfiguration.weight': c.fontConfiguration.weight,
  }
}

/** API-114's body: the values with the font nested again. */
export function generalSaveOf(values: GeneralValues): GeneralSave {
  const { 'fontConfiguration.size': size, 'fontConfiguration.weight': weight, ...general } = values
  return { ...general, fontConfiguration: { size, weight } }
}

const validate = (values: GeneralValues) => messagesOf(generalProblems(generalSaveOf(values)))

/**
 * RAT-14/15: the General section's form: the shared rules (messages on leaving a field or after a
 * save attempt), the trimmed body sent with API-114, whose answer replaces the configuration; the
 * server's field errors (400) land on their fields.
 */
export function useGeneralForm(
  config: RatingsConfiguration,
  setConfig: (next: RatingsConfiguration) => void,
) {
  const saved = generalValuesOf(config)
  const form = useForm<GeneralValues, RatingsConfiguration>({
    initial: saved,
    // Another site's configuration (or the answer of a save) is the new saved state; a colour
    // save leaves the general values as they were, so edits in progress stay.
    source: saved,
    sourceKey: JSON.stringify([config.configuration.uuid, saved]),
    validate,
    save: (values) =>
      ratingsApi.saveGeneral(config.configuration.uuid, generalToSave(generalSaveOf(values))),
    onSaved: (answer) => {
      form.reset(generalValuesOf(answer))
      setConfig(answer)
      notify('success', TEXT.generalSaved)
    },
    onError: (error) => notifyFailure(error, TEXT.generalFailed),
  })
  return form
}
