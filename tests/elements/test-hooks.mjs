// A web-test-runner plugin (wtr.config.mjs): the element tests load the real builds, whose
// store and fetch layer live inside the minified core chunk, out of a test's reach. fixtures.ts
// puts the page back to a fresh one before every test through two hooks on `globalThis`:
// - `__ppResetStore`: src/core/store.ts's resetStore, which the core sets there itself on a test
//   page (one that names its build in `__PP_BUILD__`); this plugin only checks that it is there;
// - `__ppResetServices`: the fetch layer's page-wide service bases (src/core/http.ts: the element
//   acted in last and the bases every element gave) emptied, added here to the served chunk.
// A build whose chunk no longer has either fails every test at once with this file's name,
// instead of leaving state to leak between tests unnoticed.

/**
 * The fetch layer's page-wide bases (src/core/http.ts: `basesFor`, minified:
 * `t.services??r??J??G)[e]`): the element the user last acted in (`J`) and the bases every
 * element of the page gave (`G`).
 */
const SERVICES = /\.services\?\?[\w$]+\?\?([\w$]+)\?\?([\w$]+)\)\[/g

/** The core chunk of either build, as the page asks for it. */
const CORE_CHUNK = /^\/dist\/(lite\/)?chunks\/core-[\w-]+\.js$/

/** Adds the services hook to the core chunk's code; throws when a hook cannot be had. */
export function addTestHooks(code, path) {
  if (!code.includes('__ppResetStore'))
    throw new Error(`test-hooks.mjs: no __ppResetStore hook (src/core/store.ts) in ${path}`)
  // Each element's calls go to its own bases; what a page remembers beside them is emptied.
  const services = [...code.matchAll(SERVICES)]
  if (services.length !== 1)
    throw new Error(`test-hooks.mjs: ${services.length} service base lookups in ${path}, not 1`)
  const [, actedIn, pageBases] = services[0]
  return `${code}\nglobalThis.__ppResetServices=()=>{${actedIn}=null;${pageBases}={}};`
}

/** The plugin: hooks the core chunk of both builds as the test page loads it. */
export function testHooks() {
  return {
    name: 'portal-test-hooks',
    transform(context) {
      if (CORE_CHUNK.test(context.path))
        return { body: addTestHooks(String(context.body), context.path) }
      return undefined
    },
  }
}
