import { PreviewCard } from '../../../site-product/preview-card'
import {
  COLOR_KEYS,
  FONT_SIZE_PX,
  FONT_WEIGHT_VALUE,
  parseColor,
  type AvatarPack,
  type ColorKey,
  type ColorValues,
  type GeneralSettings,
} from '../lib/commenting-rules'
import { AvatarPreview } from './avatar-preview'
import { ColorPreview } from './color-preview'

/** The working colours as stored values (no '#'), and which of them are not colours yet. */
function colorsOf(working: ColorValues): { colors: ColorValues; invalid: Set<ColorKey> } {
  const invalid = new Set<ColorKey>()
  const colors = { ...working }
  for (const key of COLOR_KEYS) {
    const parsed = parseColor(working[key])
    if (parsed) colors[key] = parsed
    else invalid.add(key)
  }
  return { colors, invalid }
}

/**
 * #15: the comment unit's look as the Configuration tab's choices draw it — the colours, the
 * text size and weight, the avatar pack, the active users indicator and replies — following
 * each section's unsaved edits (the Color Scheme section's own preview, drawn larger).
 */
export function UnitPreview({
  general,
  colors,
  avatarPack,
  edited,
}: Readonly<{
  general: GeneralSettings
  colors: ColorValues
  avatarPack: AvatarPack
  edited: boolean
}>) {
  const shown = colorsOf(colors)
  const indicator = general.isActiveUsersIndicatorEnabled
    ? general.activeUsersIndicatorTitle?.trim() || 'readers here now'
    : null
  return (
    <PreviewCard
      live
      note={
        edited
          ? 'A sample comment with your unsaved changes.'
          : 'A sample comment as your readers see it.'
      }
    >
      <div
        data-unit-preview=""
        className="flex flex-col gap-3 [&_figure]:[font-size:inherit]"
        style={{
          fontSize: `${FONT_SIZE_PX[general.fontSize]}px`,
          fontWeight: FONT_WEIGHT_VALUE[general.weight],
        }}
      >
        <div className="flex items-center justify-between gap-3 text-sm text-slate-700">
          <AvatarPreview pack={avatarPack} count={3} size={24} />
          {indicator ? (
            <span className="inline-flex items-center gap-1.5">
              <span aria-hidden="true" className="size-2 rounded-full bg-green-500" />
              12 {indicator}
            </span>
          ) : null}
        </div>
        <ColorPreview colors={shown.colors} invalid={shown.invalid} />
        {general.isTurnOffRepliesEnabled ? (
          <p className="text-sm text-slate-600">Replies are turned off: readers cannot reply.</p>
        ) : null}
      </div>
    </PreviewCard>
  )
}
