import { Button } from '../../../ui/button'
import { ColorField } from '../../../ui/color-field'
import { ContrastWarning } from '../../../ui/contrast-warning'
import type { Form } from '../../../ui/use-form'
import { lowContrastPairs, type RatingColors } from '../lib/ratings-rules'
import { TEXT } from '../lib/ratings-texts'
import { PICKERS } from './color-form'
import { SettingsCard } from './settings-card'

/**
 * RAT-16/17: the Color scheme section: Background, Primary Text and Branding, each with a reset
 * to its saved value; Cancel resets all. Warns while the text or the stars are hard to make out.
 */
export function ColorSection({
  form,
  saved,
  unchanged,
}: Readonly<{ form: Form<RatingColors>; saved: RatingColors; unchanged: boolean }>) {
  const label = (key: string) => PICKERS.find((p) => p.key === key)!.label
  return (
    <SettingsCard
      title="Color Scheme"
      form={form}
      invalidText={TEXT.invalidColors}
      saveDisabled={unchanged}
    >
      <div className="grid grid-cols-[repeat(auto-fill,minmax(200px,1fr))] gap-4">
        {PICKERS.map(({ key, label }) => {
          const same = form.values[key].toLowerCase() === saved[key].toLowerCase()
          return (
            <div key={key} className="flex flex-col gap-1">
              <ColorField
                label={label}
                value={form.values[key]}
                error={form.serverErrors[key] ?? null}
                onChange={(value) => form.set(key, value)}
              />
              <Button
                variant="link"
                className={`self-start text-xs ${same ? 'invisible' : ''}`}
                disabled={same}
                onClick={() => form.set(key, saved[key])}
              >
                Reset<span className="sr-only"> {label}</span>
              </Button>
            </div>
          )
        })}
      </div>
      <ContrastWarning
        pairs={lowContrastPairs(form.values).map((pair) => ({
          ...pair,
          text: label(pair.text),
          background: label(pair.background).toLowerCase(),
        }))}
      />
    </SettingsCard>
  )
}
