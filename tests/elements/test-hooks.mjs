// A web-test-runner plugin (wtr.config.mjs): the element tests load the real builds, whose
// zustand stores and fetch layer live inside the minified core chunk, out of a test's reach.
// Served to the test page only, that chunk gets two hooks, so that fixtures.ts can put the page
// back to a fresh one before every test:
// - every zustand store made through zustand's `createStore` (the portal store of
//   src/core/store.ts, and any other) is listed with its creator on `globalThis.__ppStores`:
//   zustand's own advice for tests (reset each store to its initial state);
// - the fetch layer's page-wide service bases (src/core/http.ts: the element acted in last and
//   the bases every element gave) can be emptied through `globalThis.__ppResetServices`.
// A build whose chunk no longer has zustand's shape fails every test at once with this file's
// name, instead of leaving state to leak between tests unnoticed.

/** zustand's createStoreImpl, minified: `…getInitialState:()=>n,subscribe:…},n=t=e(a,o,i);return i}`. */
const STORE =
  /getInitialState:\(\)=>([\w$]+),([^;]*?)\},\1=([\w$]+)=([\w$]+)\(([\w$]+),([\w$]+),([\w$]+)\);return \7\}/g

/**
 * The fetch layer's page-wide bases (src/core/http.ts: `basesFor`, minified:
 * `t.services??r??J??G)[e]`): the element the user last acted in (`J`) and the bases every
 * element of the page gave (`G`).
 */
const SERVICES = /\.services\?\?[\w$]+\?\?([\w$]+)\?\?([\w$]+)\)\[/g

/** The core chunk of either build, as the page asks for it. */
const CORE_CHUNK = /^\/dist\/(lite\/)?chunks\/core-[\w-]+\.js$/

/** Adds the hooks to the core chunk's code; throws when zustand's store factory is not there. */
export function addTestHooks(code, path) {
  const stores = [...code.matchAll(STORE)]
  if (stores.length !== 1)
    throw new Error(`test-hooks.mjs: ${stores.length} zustand store factories in ${path}, not 1`)
  let hooked = code.replace(
    STORE,
    (_, initial, rest, state, create, set, get, api) =>
      `getInitialState:()=>${initial},${rest}},${initial}=${state}=${create}(${set},${get},${api});` +
      `(globalThis.__ppStores??=[]).push({api:${api},create:()=>${create}(${set},${get},${api})});` +
      `return ${api}}`,
  )
  // Each element's calls go to its own bases; what a page remembers beside them is emptied.
  const services = [...code.matchAll(SERVICES)]
  if (services.length !== 1)
    throw new Error(`test-hooks.mjs: ${services.length} service base lookups in ${path}, not 1`)
  const [, actedIn, pageBases] = services[0]
  hooked += `\nglobalThis.__ppResetServices=()=>{${actedIn}=null;${pageBases}={}};`
  return hooked
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
