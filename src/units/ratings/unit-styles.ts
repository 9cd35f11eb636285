/**
 * The unit's and the counter's styles, inside their shadow roots so the publisher's page and the
 * unit never restyle each other. Colours and font come from the saved settings (RAT-14, RAT-16).
 */
import {
  RATING_FONT_PX,
  RATING_FONT_WEIGHT,
  type PublicSettings,
} from '../../areas/ratings/lib/ratings-rules'

/** The colours (six hex digits, as the server keeps them) and the font as the root's style. */
export const themeStyle = ({ colors: c, font }: PublicSettings) =>
  `--bg:#${c.background};--text:#${c.primaryText};--brand:#${c.brand};--error:#${c.errorValidation};font-size:${RATING_FONT_PX[font.size]}px;font-weight:${RATING_FONT_WEIGHT[font.weight]}`

export const UNIT_CSS = `
:host{all:initial;display:block}
:host([hidden]){display:none}
.box{font-family:system-ui,sans-serif;background:var(--bg);color:var(--text);line-height:1.5;padding:1em;border-radius:8px}
h2{font-size:1.2em;margin:0 0 .4em}
p{margin:.4em 0 0}
section,.box:empty{min-height:7em}
svg{width:1.25em;vertical-align:middle;fill:var(--brand);stroke:var(--brand)}
button svg{width:2em}
.empty{fill:none}
button{background:none;border:0;padding:.1em;cursor:pointer;border-radius:6px}
:focus-visible{outline:3px solid var(--brand)}
.avg{font-size:1.6em;font-weight:700;margin-right:.3em}
.err{color:var(--error)}
ul{list-style:none;padding:0;max-width:22em}
li{display:grid;grid-template-columns:2.5em 1fr 3em;align-items:center;gap:.5em}
.bar{height:.55em;border-radius:9px;background:#8883}
i{display:block;height:100%;border-radius:9px;background:var(--brand)}
a{color:var(--text);text-decoration-color:var(--brand)}
`
