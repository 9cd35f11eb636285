import { ColorField } from '../../../ui/color-field'
import { ContrastWarning } from '../../../ui/contrast-warning'
import { commentingApi } from '../commenting-api'
import { ConfigSection } from '../components/config-section'
import {
  COLOR_KEYS,
  displayColor,
  lowContrastPairs,
  sameColors,
  type ColorKey,
  type ColorSchema,
} from '../lib/commenting-rules'
import { useInvalidColors } from '../components/use-invalid-colors'
import { TEXT } from '../lib/commenting-texts'
import type { TabProps } from '../manager/tab-props'
import { ColorPreview } from './color-preview'
import { useConfigSection } from './use-config-section'

export const COLOR_LABELS: Record<ColorKey, string> = {
  background: 'Background',
  primaryText: 'Primary text',
  secondaryText: 'Secondary text',
  branding: 'Branding',
  primaryButtonLabel: 'Primary button label',
  errorValidation: 'Error/validation',
}

/** COM-24: equal colours (case-insensitive) are no change. */
const differs = (a: ColorSchema, b: ColorSchema) => !sameColors(a, b)

/** COM-24/25: the Color Scheme section: six colours shown with '#', saved without it. */
export function ColorSection({ config, setConfig }: Readonly<TabProps>) {
  const s = useConfigSection(config.colorSchema, differs)
  const colors = useInvalidColors()
  const invalid = colors.invalid
  const c = s.draft

  function change(key: ColorKey, value: string, valid: boolean) {
    s.update({ [key]: value })
    colors.mark(key, valid)
  }

  function cancel() {
    colors.clear()
    s.cancel()
  }

  function save() {
    const body: ColorSchema = { ...c }
    for (const key of COLOR_KEYS) body[key] = c[key].replace(/^#/, '').toUpperCase()
    void s.save({
      problems: [...invalid].map((field) => ({ field, message: 'Invalid colour' })),
      invalidText: TEXT.invalidColors,
      send: () => commentingApi.saveColors(body),
      done: (colorSchema) => setConfig({ ...config, colorSchema }),
      ok: TEXT.colorSaved,
      failed: TEXT.colorFailed,
    })
  }

  const summary = (
    <span className="flex flex-wrap items-center gap-3">
      {COLOR_KEYS.map((key) => (
        <span key={key} className="inline-flex items-center gap-1">
          <span
            aria-hidden="true"
            className="inline-block size-4 rounded-full border border-slate-300"
            style={{ backgroundColor: displayColor(s.saved[key]) }}
          />
          <span className="font-mono text-xs">
            <span className="sr-only">{COLOR_LABELS[key]} </span>
            {displayColor(s.saved[key])}
          </span>
        </span>
      ))}
    </span>
  )

  return (
    <ConfigSection
      title="Color Scheme"
      summary={summary}
      section={s}
      onCancel={cancel}
      onSave={save}
      error={s.errorWhile(invalid.size > 0)}
    >
      <div className="grid gap-6 lg:grid-cols-[1fr_288px]">
        <div className="grid gap-4 sm:grid-cols-2">
          {COLOR_KEYS.map((key) => (
            <ColorField
              key={key}
              label={COLOR_LABELS[key]}
              value={c[key]}
              onChange={(value, valid) => change(key, value, valid)}
            />
          ))}
        </div>
        <ColorPreview colors={c} invalid={invalid} />
      </div>
      <ContrastWarning
        pairs={lowContrastPairs(c).map((pair) => ({
          ...pair,
          text: COLOR_LABELS[pair.text],
          background: COLOR_LABELS[pair.background].toLowerCase(),
        }))}
      />
    </ConfigSection>
  )
}
