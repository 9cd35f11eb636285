/** The portal's host page, served for every route the demo host decides. */
import type { ServerConfig } from './config'

/**
 * JSON for a <script type="application/json"> block. Script content is raw text (entities are
 * not decoded), so HTML-escaping would break JSON.parse; only `<` is escaped, which keeps
 * `</script>` and `<!--` out while staying valid JSON.
 */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c')
}

/**
 * The portal's one HTML page (every route of the demo host): the host element, its configuration
 * and the build's script. `elements`: the element scripts this build has; `googleAuthUrl`: where
 * "Sign in with Google" starts ('' for none).
 */
export function hostPage(
  config: ServerConfig,
  build: 'react' | 'lite',
  elements: string[],
  googleAuthUrl: string,
): string {
  const base = build === 'lite' ? '/dist/lite' : '/dist'
  const demo = {
    mode: config.mode,
    elements,
    timers: config.demoTimers,
    newPortalUrl: config.newPortalUrl,
    termsUrl: config.termsUrl,
    privacyUrl: config.privacyUrl,
    testPageUrl: config.testPageUrl,
    googleAuthUrl,
    internalDomains: config.internalDomains,
    base,
  }
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>Publisher Portal</title>
<link rel="modulepreload" href="${base}/host/main.js">
<style>html,body{margin:0;background:#f8fafc;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif}pp-demo-host{display:block;min-height:100vh}</style>
<script type="application/json" id="pp-demo-config">${scriptJson(demo)}</script>
</head>
<body>
<pp-demo-host></pp-demo-host>
<script type="module" src="${base}/host/main.js"></script>
</body>
</html>`
}
