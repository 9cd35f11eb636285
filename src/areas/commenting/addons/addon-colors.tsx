import { ColorField } from '../../../ui/color-field'
import { Switch } from '../../../ui/switch'
import { addonColor, COLOR_KEYS, type ColorKey, type ColorValues } from '../lib/commenting-rules'

const COLOR_LABELS: Record<ColorKey, string> = {
  background: 'Background',
  primaryText: 'Primary Text',
  secondaryText: 'Secondary Text',
  branding: 'Branding',
  primaryButtonLabel: 'Primary Button Label',
  errorValidation: 'Error Validation',
}

/**
 * COM-36: the community add-on's custom colours: a switch and six colour inputs. A colour is a
 * 6-character hex code; a stored value of another length shows as white. Only valid colours
 * reach `onChange`; `onValidity` reports which inputs hold something else.
 */
export function AddonColors({
  enabled,
  colors,
  onToggle,
  onChange,
  onValidity,
}: Readonly<{
  enabled: boolean
  colors: ColorValues
  onToggle: (on: boolean) => void
  onChange: (colors: ColorValues) => void
  onValidity: (key: ColorKey, valid: boolean) => void
}>) {
  return (
    <div className="flex flex-col gap-4">
      <Switch
        label="Use custom colors"
        checked={enabled}
        onChange={onToggle}
        className="max-w-sm"
      />
      {enabled ? (
        <fieldset className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <legend className="sr-only">Custom colors</legend>
          {COLOR_KEYS.map((key) => (
            <ColorField
              key={key}
              label={COLOR_LABELS[key]}
              value={addonColor(colors[key])}
              onChange={(value, valid) => {
                onValidity(key, valid)
                if (valid) onChange({ ...colors, [key]: value })
              }}
            />
          ))}
        </fieldset>
      ) : null}
    </div>
  )
}
