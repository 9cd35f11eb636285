// Element tests in real Chromium (Debian's, TOOLCHAIN.md trap 8) against both builds:
// the same test files run once with dist/ (React) and once with dist/lite/ (preact/compat).
import { esbuildPlugin } from '@web/dev-server-esbuild'
import { playwrightLauncher } from '@web/test-runner-playwright'
import { testHooks } from './test-hooks.mjs'

const files = 'tests/elements/**/*.test.ts'
const page = (build) => (testFramework) => `<!doctype html>
<html><head><meta charset="utf-8"><script>window.__PP_BUILD__ = ${JSON.stringify(build)}</script></head>
<body><script type="module" src="/tests/elements/chai-dom-errors.ts"></script>
<script type="module" src="${testFramework}"></script></body></html>`

export default {
  rootDir: '.',
  nodeResolve: true,
  concurrency: 1,
  testFramework: { config: { timeout: 10000 } },
  testsFinishTimeout: 300000,
  // testHooks: the build's stores and fetch layer reachable, so fixtures.ts resets them per test.
  // It comes first: it reads the chunk as rollup wrote it, before esbuild prints it anew.
  plugins: [testHooks(), esbuildPlugin({ ts: true, target: 'es2022' })],
  browsers: [
    playwrightLauncher({
      product: 'chromium',
      // A dialog would block the page and hang its whole file until testsFinishTimeout: answer
      // it and say so in the output. Alerts and confirms are dismissed, so the page stays and
      // the test fails or passes on its own; a leave question (beforeunload) is accepted, since
      // the runner navigates the page away at the end of each file and a screen left with
      // unsaved edits would otherwise refuse that and fail the whole file (CI, issue 27).
      createPage: async ({ context }) => {
        const page = await context.newPage()
        page.on('dialog', (dialog) => {
          const leave = dialog.type() === 'beforeunload'
          console.warn(
            `element test page: ${leave ? 'accepted' : 'dismissed'} a ${dialog.type()} dialog: ${dialog.message()}`,
          )
          void (leave ? dialog.accept() : dialog.dismiss())
        })
        return page
      },
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
