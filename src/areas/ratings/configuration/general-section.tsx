import { fontSizeOptions, fontWeightOptions } from '../../../site-product/font-options'
import { SelectField } from '../../../ui/select-field'
import { Switch } from '../../../ui/switch'
import { TextAreaField } from '../../../ui/text-area-field'
import { TextField } from '../../../ui/text-field'
import type { Form } from '../../../ui/use-form'
import {
  GENERAL_LIMITS,
  LABEL_PLACEHOLDERS,
  RATING_FONT_SIZES,
  RATING_FONT_WEIGHTS,
  type RatingFontSize,
  type RatingFontWeight,
  RATING_FONT_PX as FONT_SIZE_PX,
  RATING_FONT_WEIGHT as FONT_WEIGHT_VALUE,
} from '../lib/ratings-rules'
import { TEXT } from '../lib/ratings-texts'
import type { GeneralValues } from './general-form'
import { SettingsCard } from './settings-card'

const SIZE_OPTIONS = fontSizeOptions(RATING_FONT_SIZES, FONT_SIZE_PX)
const WEIGHT_OPTIONS = fontWeightOptions(RATING_FONT_WEIGHTS, FONT_WEIGHT_VALUE)

type TextKey = keyof typeof GENERAL_LIMITS
const TITLES: ReadonlyArray<{ key: TextKey; label: string }> = [
  { key: 'title', label: 'Title' },
  { key: 'firstRatingTitle', label: 'First rating title' },
]
const LABELS: ReadonlyArray<{ key: keyof typeof LABEL_PLACEHOLDERS; label: string }> = [
  { key: 'zeroRatingLabel', label: 'Zero ratings label' },
  { key: 'oneRatingLabel', label: 'One rating label' },
  { key: 'multipleRatingsLabel', label: 'Multiple ratings label' },
]

/** RAT-14/15: the General section: the site's name (read-only), titles, labels, page ID, font. */
export function GeneralSection({
  form,
  siteName,
}: Readonly<{ form: Form<GeneralValues>; siteName: string }>) {
  const v = form.values
  const text = (key: TextKey, label: string, placeholder?: string) => (
    <TextField
      key={key}
      label={label}
      name={key}
      required
      value={v[key]}
      placeholder={placeholder}
      maxLength={GENERAL_LIMITS[key] + 20}
      onChange={(value) => form.set(key, value)}
      onBlur={(event) => form.blur(key, event)}
      error={form.error(key)}
      helper={`1 to ${GENERAL_LIMITS[key]} characters`}
    />
  )
  return (
    <SettingsCard title="General" form={form} invalidText={TEXT.invalidFields}>
      <TextField label="Website name" value={siteName} readOnly onChange={() => undefined} />
      <div className="grid gap-4 sm:grid-cols-2">{TITLES.map((t) => text(t.key, t.label))}</div>
      <TextAreaField
        label="Thank-you message"
        name="thankYouMessage"
        required
        value={v.thankYouMessage}
        maxLength={GENERAL_LIMITS.thankYouMessage + 20}
        onChange={(value) => form.set('thankYouMessage', value)}
        onBlur={(event) => form.blur('thankYouMessage', event)}
        error={form.error('thankYouMessage')}
        helper={`1 to ${GENERAL_LIMITS.thankYouMessage} characters · ${v.thankYouMessage.trim().length} / ${GENERAL_LIMITS.thankYouMessage}`}
      />
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-medium text-slate-700">Rating count labels</legend>
        <div className="grid gap-4 sm:grid-cols-3">
          {LABELS.map((l) => text(l.key, l.label, LABEL_PLACEHOLDERS[l.key]))}
        </div>
        <p className="text-xs text-slate-600">
          In the multiple ratings label, <code className="font-mono">{'{count}'}</code> is replaced
          by the number of ratings.
        </p>
      </fieldset>
      <Switch
        label="Enable page ID"
        checked={v.enablePageId}
        onChange={(enablePageId) => form.set('enablePageId', enablePageId)}
        className="sm:max-w-xs"
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Font size"
          value={v['fontConfiguration.size']}
          options={SIZE_OPTIONS}
          error={form.error('fontConfiguration.size')}
          onChange={(size) => form.set('fontConfiguration.size', size as RatingFontSize)}
        />
        <SelectField
          label="Font weight"
          value={v['fontConfiguration.weight']}
          options={WEIGHT_OPTIONS}
          error={form.error('fontConfiguration.weight')}
          onChange={(weight) => form.set('fontConfiguration.weight', weight as RatingFontWeight)}
        />
      </div>
    </SettingsCard>
  )
}
