/**
 * The unit's styles, inside its shadow root so the publisher's page and the unit never restyle
 * each other. Colours come from the colour schema as CSS variables set on the root element.
 */
import {
  DEFAULT_COLORS,
  FONT_SIZE_PX,
  FONT_WEIGHT_VALUE,
  type ColorValues,
  type FontSize,
  type FontWeight,
} from '../../areas/commenting/lib/commenting-rules'

/** COM-16, COM-24: the root element's style from the saved settings. */
export function themeStyle(
  colors: Partial<ColorValues> | undefined,
  fontSize: FontSize,
  weight: FontWeight,
): string {
  const c = { ...DEFAULT_COLORS, ...colors }
  const hex = (value: string) => `#${/^[0-9a-f]{6}$/i.test(value) ? value : '000000'}`
  return [
    `--bg:${hex(c.background)}`,
    `--text:${hex(c.primaryText)}`,
    `--muted:${hex(c.secondaryText)}`,
    `--brand:${hex(c.branding)}`,
    `--label:${hex(c.primaryButtonLabel)}`,
    `--error:${hex(c.errorValidation)}`,
    `font-size:${FONT_SIZE_PX[fontSize] ?? 15}px`,
    `font-weight:${FONT_WEIGHT_VALUE[weight] ?? 400}`,
  ].join(';')
}

export const UNIT_CSS = `
:host{all:initial;display:block}
.unit{font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;background:var(--bg,#fff);color:var(--text,#062b75);line-height:1.5;padding:1em;border-radius:8px;box-sizing:border-box}
.unit *{box-sizing:border-box}
.quiet{color:#64748b;font:14px/1.4 system-ui,sans-serif;padding:.75em 0}
.head{display:flex;align-items:center;justify-content:space-between;gap:1em;flex-wrap:wrap;margin-bottom:.75em}
h2{font-size:1.25em;margin:0;font-weight:700}
.active{display:inline-flex;align-items:center;gap:.4em;color:var(--muted);font-size:.9em}
.active i{width:.6em;height:.6em;border-radius:50%;background:#16a34a;display:inline-block}
.readers{color:var(--text);font-variant-numeric:tabular-nums}
form{display:grid;gap:.6em;margin:0 0 1.25em}
label{display:grid;gap:.25em;font-size:.9em}
.check{display:flex;align-items:center;gap:.5em}
.notify{border:0;padding:0;margin:0;display:flex;flex-wrap:wrap;gap:.5em 1em;align-items:end}
textarea,input[type=text],input[type=email],input[type=url]{font:inherit;color:inherit;background:transparent;border:1px solid var(--muted);border-radius:6px;padding:.5em .6em;width:100%}
textarea{min-height:5em;resize:vertical}
.row{display:grid;grid-template-columns:1fr 1fr;gap:.6em}
@media (max-width:520px){.row{grid-template-columns:1fr}}
.actions{display:flex;gap:.6em;align-items:center;flex-wrap:wrap}
button{font:inherit;cursor:pointer;border-radius:6px}
.primary{background:var(--brand);color:var(--label);border:0;padding:.5em 1.1em;font-weight:600}
.primary[disabled]{opacity:.6;cursor:default}
.link{background:none;border:0;padding:.2em .3em;color:var(--brand);font-size:.9em}
.more{display:block;margin:.5em 0;background:none;border:1px solid var(--brand);color:var(--brand);padding:.4em .9em}
:focus-visible{outline:3px solid var(--brand);outline-offset:2px}
.hint{color:var(--muted);font-size:.85em;margin:0}
.err{color:var(--error);font-size:.9em;margin:0}
.ok{color:var(--text);font-size:.9em;margin:0}
ul{list-style:none;margin:0;padding:0}
.replies{margin:.5em 0 0 1.25em;padding-left:.9em;border-left:2px solid var(--muted)}
.comment{display:grid;grid-template-columns:40px 1fr;gap:.75em;padding:.75em 0;border-top:1px solid color-mix(in srgb,var(--muted) 40%,transparent)}
.replies .comment{border-top:0}
.avatar{display:block}
.meta{display:flex;gap:.5em;align-items:baseline;flex-wrap:wrap}
.author{font-weight:700}
time{color:var(--muted);font-size:.85em}
.text{margin:.25em 0;white-space:pre-wrap;overflow-wrap:anywhere}
.held,.featured{display:inline-block;font-size:.8em;padding:.1em .5em;border-radius:999px;border:1px dashed var(--muted);color:var(--muted)}
.featured{border:1px solid var(--brand);color:inherit;font-weight:600}
.media{max-width:100%;max-height:320px;border-radius:6px;display:block;margin:.25em 0}
.tools{display:flex;gap:.25em;flex-wrap:wrap;align-items:center}
.emoji{border:1px solid color-mix(in srgb,var(--muted) 60%,transparent);background:none;padding:0 .4em;font-size:.9em;color:inherit}
.emoji[aria-pressed=true]{border-color:var(--brand);background:color-mix(in srgb,var(--brand) 12%,transparent)}
.sr{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
`
