// A web-test-runner plugin (wtr.config.mjs): the element tests load the real builds, whose
// store and fetch layer live inside the minified core chunk, out of a test's reach. fixtures.ts
// puts the page back to a fresh one before every test through two hooks the core sets on
// `globalThis` itself on a test page (one that names its build in `__PP_BUILD__`):
// - `__ppResetStore`: src/core/store.ts's resetStore;
// - `__ppResetServices`: the fetch layer's page-wide service bases (src/core/http.ts: the element
//   acted in last and the bases every element gave) emptied.
// This plugin only checks that the core chunk of either build has both: a build without one fails
// every test at once with this file's name, instead of leaving state to leak between tests.

/** The core chunk of either build, as the page asks for it. */
const CORE_CHUNK = /^\/dist\/(lite\/)?chunks\/core-[\w-]+\.js$/

/** The hooks the core sets on a test page. */
const HOOKS = ['__ppResetStore', '__ppResetServices']

/** Throws when the core chunk lacks a hook. */
export function checkTestHooks(code, path) {
  for (const hook of HOOKS)
    if (!code.includes(hook)) throw new Error(`test-hooks.mjs: no ${hook} hook in ${path}`)
}

/** The plugin: checks the core chunk of both builds as the test page loads it. */
export function testHooks() {
  return {
    name: 'portal-test-hooks',
    transform(context) {
      if (CORE_CHUNK.test(context.path)) checkTestHooks(String(context.body), context.path)
      return undefined
    },
  }
}
