import {
  COLOR_KEYS,
  DEFAULT_COLORS,
  type ColorKey,
  type ColorValues,
} from '../lib/commenting-rules'

/** A colour as CSS; an invalid one falls back to the default so the preview stays readable. */
function css(colors: ColorValues, invalid: ReadonlySet<ColorKey>, key: ColorKey): string {
  return `#${invalid.has(key) ? DEFAULT_COLORS[key] : colors[key]}`
}

/** COM-24: a comment drawn in the working colours, so a change shows before it is saved. */
export function ColorPreview({
  colors,
  invalid,
}: Readonly<{ colors: ColorValues; invalid: ReadonlySet<ColorKey> }>) {
  const c = Object.fromEntries(COLOR_KEYS.map((k) => [k, css(colors, invalid, k)])) as Record<
    ColorKey,
    string
  >
  return (
    <figure
      aria-label="Preview of a comment in these colours"
      className="flex flex-col gap-3 rounded-card border border-slate-200 p-4 text-sm"
      style={{ backgroundColor: c.background, color: c.primaryText }}
    >
      <div className="flex items-center gap-2">
        <span
          aria-hidden="true"
          className="flex size-8 items-center justify-center rounded-full text-xs font-semibold"
          style={{ backgroundColor: c.branding, color: c.primaryButtonLabel }}
        >
          JD
        </span>
        <span className="font-semibold">Jane Doe</span>
        <span style={{ color: c.secondaryText }}>· 2 hours ago</span>
      </div>
      <p>Great reporting. I would love a follow-up on the budget numbers.</p>
      <div className="flex items-center gap-3 text-xs">
        <span className="font-semibold" style={{ color: c.branding }}>
          Reply
        </span>
        <span style={{ color: c.secondaryText }}>12 likes</span>
      </div>
      <div
        className="rounded-control border px-2 py-1 text-xs"
        style={{ borderColor: c.errorValidation, color: c.errorValidation }}
      >
        Comments are limited to 2000 characters.
      </div>
      <span
        className="self-end rounded-control px-3 py-1 text-xs font-semibold"
        style={{ backgroundColor: c.branding, color: c.primaryButtonLabel }}
      >
        Post comment
      </span>
    </figure>
  )
}
