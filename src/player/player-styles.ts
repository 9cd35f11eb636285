/**
 * The player's own small stylesheet, inside each player's shadow root (no Tailwind sheet): the
 * page never restyles the player and the player never restyles the page. Sizes in px; the brand
 * colour arrives as the custom property --brand on the root.
 */
export const PLAYER_CSS = `
:host{all:initial;display:block}
.pp{--brand:#092e77;font:15px/1.4 system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#0f172a;box-sizing:border-box;position:relative;width:100%;min-width:0;max-width:340px;margin:0 auto}
.pp.in-content{max-width:640px}
.pp *,.pp *::before,.pp *::after{box-sizing:border-box}
.ad{display:flex;align-items:center;justify-content:center;height:90px;margin:0 0 8px;border:1px dashed #94a3b8;border-radius:6px;background:#f1f5f9;color:#475569;font-size:12px;letter-spacing:.04em;text-transform:uppercase}
.ad.bottom{margin:8px 0 0}
.frame{position:relative;border-radius:10px;overflow:hidden;background:rgba(48,48,48,.8) center/cover no-repeat;color:#fff;padding:16px;min-height:220px}
.frame::before{content:'';position:absolute;inset:0;background:rgba(0,0,0,.35);pointer-events:none}
.frame>*{position:relative}
h2{font-size:18px;line-height:1.3;margin:0 0 12px;font-weight:700;overflow-wrap:anywhere}
h2:focus{outline:none}
h2:focus-visible{outline:3px solid #fff;outline-offset:2px}
.options{display:grid;gap:8px;margin:0;padding:0;list-style:none}
.options.grid{grid-template-columns:1fr 1fr}
.opt{all:unset;box-sizing:border-box;position:relative;display:flex;align-items:center;gap:8px;width:100%;min-height:44px;padding:8px 12px;border-radius:8px;background:rgba(255,255,255,.94);color:#0f172a;font:inherit;cursor:pointer;overflow:hidden;overflow-wrap:anywhere}
.opt:hover{background:#fff}
.opt:focus-visible{outline:3px solid #fff;outline-offset:2px;box-shadow:0 0 0 5px var(--brand)}
.opt[aria-disabled=true]{cursor:default}
.opt img{width:48px;height:48px;object-fit:cover;border-radius:50%;flex:none}
.grid .opt{flex-direction:column;text-align:center;justify-content:center}
.grid .opt img{width:100%;height:80px;border-radius:6px}
.emoji{font-size:28px;line-height:1}
.fill{position:absolute;inset:0 auto 0 0;background:var(--brand);opacity:.22;pointer-events:none}
.label{position:relative;flex:1}
.pct{position:relative;font-weight:700;font-variant-numeric:tabular-nums}
.mark{position:relative;font-size:12px;font-weight:700;padding:2px 6px;border-radius:999px;background:#e2e8f0;color:#0f172a;white-space:nowrap}
.mark.right{background:#166534;color:#fff}
.mark.wrong{background:#991b1b;color:#fff}
.picked{box-shadow:inset 0 0 0 2px var(--brand)}
.result{margin:12px 0 0;font-weight:600}
.story{display:flex;flex-direction:column;justify-content:flex-end;min-height:188px}
.cta,.btn{all:unset;box-sizing:border-box;display:inline-flex;align-items:center;justify-content:center;min-height:40px;padding:8px 16px;border-radius:8px;background:var(--brand);color:#fff;font:inherit;font-weight:600;cursor:pointer;text-decoration:none}
.cta{align-self:flex-start;background:#fff;color:#0f172a}
.cta:focus-visible,.btn:focus-visible{outline:3px solid var(--brand);outline-offset:2px;box-shadow:0 0 0 2px #fff inset}
.cta:focus-visible{outline-color:#fff;box-shadow:0 0 0 5px var(--brand)}
.email p{margin:0 0 10px}
.email form{display:grid;gap:8px}
.email label{font-size:13px;font-weight:600}
.email input{font:inherit;color:#0f172a;background:#fff;border:1px solid #cbd5e1;border-radius:8px;padding:8px 10px;min-height:40px;width:100%}
.email input:focus-visible{outline:3px solid #fff;outline-offset:1px;box-shadow:0 0 0 5px var(--brand)}
.email .btn{background:#fff;color:#0f172a}
.err{color:#fecaca;font-weight:600;margin:0}
.fine{font-size:12px;opacity:.9;margin:8px 0 0}
.fine a{color:#fff}
.fine a:focus-visible{outline:2px solid #fff;outline-offset:2px}
.bar{display:flex;align-items:center;gap:12px;margin-top:8px}
.progress{flex:1;height:6px;border-radius:999px;background:#e2e8f0;overflow:hidden}
.progress i{display:block;height:100%;background:var(--brand)}
.count{font-size:13px;color:#334155;font-variant-numeric:tabular-nums}
.logo{display:inline-flex;margin-top:8px}
.logo img{max-height:32px;max-width:140px}
.logo:focus-visible{outline:3px solid var(--brand);outline-offset:2px}
.overlay{position:absolute;left:8px;right:8px;z-index:2;display:flex;align-items:center;justify-content:space-between;gap:8px;height:90px;padding:8px 12px;border-radius:8px;background:rgba(30,41,59,.92);color:#fff;font-size:12px;text-transform:uppercase;letter-spacing:.04em}
.overlay.top{top:8px}
.overlay.bottom{bottom:48px}
.overlay button{all:unset;cursor:pointer;padding:6px 10px;border-radius:6px;background:#fff;color:#0f172a;font-size:12px;font-weight:600;text-transform:none;letter-spacing:0}
.overlay button:focus-visible{outline:3px solid #fff;outline-offset:2px}
.sr{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
@media (prefers-reduced-motion:no-preference){.fill{transition:width .4s ease}}
`
