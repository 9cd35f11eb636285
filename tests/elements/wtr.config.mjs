// Element tests in real Chromium (Debian's, TOOLCHAIN.md trap 8) against both builds:
// the same test files run once with dist/ (React) and once with dist/lite/ (preact/compat).
import { esbuildPlugin } from '@web/dev-server-esbuild'
import { playwrightLauncher } from '@web/test-runner-playwright'

const files = 'tests/elements/**/*.test.ts'
const page = (build) => (testFramework) => `<!doctype html>
<html><head><meta charset="utf-8"><script>window.__PP_BUILD__ = ${JSON.stringify(build)}</script></head>
<body><script type="module" src="${testFramework}"></script></body></html>`

export default {
  rootDir: '.',
  nodeResolve: true,
  concurrency: 1,
  testFramework: { config: { timeout: 10000 } },
  testsFinishTimeout: 300000,
  plugins: [esbuildPlugin({ ts: true, target: 'es2022' })],
  browsers: [
    playwrightLauncher({
      product: 'chromium',
      launchOptions: {
        executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
        args: [
          '--no-sandbox',
          '--headless',
          '--disable-gpu',
          '--disable-background-networking',
          '--disable-component-update',
          '--disable-sync',
          '--no-first-run',
        ],
      },
    }),
  ],
  groups: [
    { name: 'react', files, testRunnerHtml: page('react') },
    { name: 'lite', files, testRunnerHtml: page('lite') },
  ],
}
