// Two builds of the same source (DESIGN.md): dist/ on React 19 and dist/lite/ on preact/compat.
// One input per element plus the demo host; the React runtime, the shared core and lit are
// manual chunks, so a page with one element fetches the shared chunks and that element only.
import { readdirSync, readFileSync } from 'node:fs'
import { basename } from 'node:path'
import alias from '@rollup/plugin-alias'
import commonjs from '@rollup/plugin-commonjs'
import { nodeResolve } from '@rollup/plugin-node-resolve'
import replace from '@rollup/plugin-replace'
import swc from '@rollup/plugin-swc'
import { minify } from '@swc/core'
import { portalCss } from './scripts/tailwind-plugin.mjs'

const elements = Object.fromEntries(
  readdirSync('elements')
    .filter((f) => /^pp-.*\.ts$/.test(f))
    .map((f) => [`elements/${basename(f, '.ts')}`, `elements/${f}`]),
)
const input = { ...elements, 'host/main': 'demo/host/main.ts' }
/**
 * The kit gallery (/demo/kit) builds apart, with its own chunks under kit/: as an entry of the
 * portal build it used every kit piece and helper, which kept them all in the shared core chunk
 * that every element page loads.
 */
const kitInput = { 'kit/main': 'demo/kit/main.tsx' }

const PRODUCTION = process.env.NODE_ENV !== 'development'

/**
 * `virtual:uplot-css`: uPlot's stylesheet as a string, imported by the chart's lazy chunk
 * (src/ui/chart-uplot.ts), so that its CSS, like its code, loads only with a chart.
 */
function uplotCss() {
  const ID = 'virtual:uplot-css'
  return {
    name: 'uplot-css',
    resolveId(id) {
      return id === ID ? '\0' + ID : null
    },
    load(id) {
      if (id !== '\0' + ID) return null
      const css = readFileSync('node_modules/uplot/dist/uPlot.min.css', 'utf8')
      return `export default ${JSON.stringify(css)}\n`
    },
  }
}

/** Minifies each chunk with SWC (fast; rollup's own output stays readable in development). */
function swcMinify() {
  return {
    name: 'swc-minify',
    async renderChunk(code) {
      if (!PRODUCTION) return null
      const result = await minify(code, {
        module: true,
        compress: { passes: 2 },
        mangle: true,
        sourceMap: false,
      })
      return { code: result.code, map: null }
    },
  }
}

const HEADLESS =
  /node_modules\/(@headlessui|@floating-ui|react-aria|@react-aria|react-stately|@react-stately|@tanstack|tabbable|use-sync-external-store|clsx)\//
const CORE_KIT = /\/src\/ui\/(alert|button|link|modal|spinner|states|text-field|toasts)\.tsx$/
const DATES = /node_modules\/(date-fns|@date-fns)\//
const DAY_PICKER = /node_modules\/react-day-picker\/|\/src\/ui\/day-grid\.tsx$/
const UPLOT = /node_modules\/uplot\/|\/src\/ui\/chart-uplot\.ts$/

/**
 * Shared chunks: the React runtime, lit, the core (store, session, fetch layer, styles, with the
 * element kit's factory and the light kit) and, apart so that pages which do not use them never
 * load them, Headless UI with the kit pieces built on it, and date-fns with the date rules.
 */
function manualChunks(id, { getModuleInfo }) {
  const path = id.replace(/\\/g, '/')
  if (/node_modules\/(react|react-dom|scheduler|preact|@r2wc)\//.test(path)) return 'runtime'
  if (/node_modules\/(lit|lit-html|lit-element|@lit)\//.test(path)) return 'lit'
  if (HEADLESS.test(path)) return 'headless'
  if (DATES.test(path) || /\/src\/core\/date-cutoff/.test(path)) return 'dates'
  // The chart's uPlot half is only ever imported dynamically: its own chunk, loaded with a chart.
  if (UPLOT.test(path)) return 'uplot'
  if (DAY_PICKER.test(path)) return 'day-picker'
  if (/node_modules\/(zustand|ofetch|destr|ufo)\//.test(path)) return 'core'
  if (
    /\/src\/ui\//.test(path) &&
    getModuleInfo(id)?.importedIds.some((dep) => /@headlessui/.test(dep))
  ) {
    return 'headless'
  }
  // Core modules only some elements use stay with them (uploads, downloads, colour contrast).
  if (
    /\/src\/core\/(upload|files|download|contrast|contract-client|contract-upload|contract-download)\.ts$/.test(
      path,
    )
  )
    return undefined
  // The core, the element specs and the kit pieces nearly every element uses travel together;
  // kit pieces of one or two areas (pager, tabs, selects) stay with those areas.
  if (
    /\/src\/(core|element-kit)\//.test(path) ||
    CORE_KIT.test(path) ||
    path.includes('portal-css')
  ) {
    return 'core'
  }
  return undefined
}

function config(lite, entries = input, chunks = 'chunks') {
  return {
    input: entries,
    preserveEntrySignatures: 'allow-extension',
    onwarn(warning, warn) {
      if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return
      if (warning.code === 'CIRCULAR_DEPENDENCY' && /node_modules/.test(warning.message)) return
      warn(warning)
    },
    plugins: [
      lite &&
        alias({
          entries: [
            { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
            { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
            { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-runtime' },
            { find: /^react-dom$/, replacement: 'preact/compat' },
            { find: /^react$/, replacement: 'preact/compat' },
          ],
        }),
      replace({
        preventAssignment: true,
        values: {
          'process.env.NODE_ENV': JSON.stringify(PRODUCTION ? 'production' : 'development'),
          __PORTAL_BUILD__: JSON.stringify(lite ? 'lite' : 'react'),
        },
      }),
      portalCss({ entry: 'src/ui/styles.css' }),
      uplotCss(),
      nodeResolve({ extensions: ['.mjs', '.js', '.ts', '.tsx', '.json'], browser: true }),
      commonjs(),
      swc({
        exclude: /node_modules/,
        swc: {
          jsc: {
            target: 'es2022',
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' }, useDefineForClassFields: false },
          },
        },
      }),
      swcMinify(),
    ],
    output: {
      dir: lite ? 'dist/lite' : 'dist',
      format: 'es',
      entryFileNames: '[name].js',
      chunkFileNames: `${chunks}/[name]-[hash].js`,
      manualChunks,
    },
  }
}

/**
 * The commenting unit publishers put on their article pages: one self-contained, minified IIFE
 * on preact (no React, no portal chunks), so it runs from a classic or a module script tag.
 */
const commentingUnit = {
  input: 'src/units/commenting/main.tsx',
  plugins: [
    replace({
      preventAssignment: true,
      values: { 'process.env.NODE_ENV': JSON.stringify(PRODUCTION ? 'production' : 'development') },
    }),
    nodeResolve({ extensions: ['.mjs', '.js', '.ts', '.tsx', '.json'], browser: true }),
    swc({
      exclude: /node_modules/,
      swc: {
        jsc: {
          target: 'es2020',
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', importSource: 'preact' } },
        },
      },
    }),
    swcMinify(),
  ],
  output: { file: 'dist/units/commenting.js', format: 'iife', inlineDynamicImports: true },
}

/**
 * The ratings unit publishers put on their article pages (issue 13): like the commenting unit,
 * one self-contained, minified preact IIFE (at most 8 KB gzip, scripts/check-bundle.mjs).
 */
const ratingsUnit = {
  ...commentingUnit,
  input: 'src/units/ratings/main.tsx',
  output: { ...commentingUnit.output, file: 'dist/units/ratings.js' },
}

/**
 * The embed player (issue 9): `dist/player/v4/embed.js`, one self-contained, minified ES2019 IIFE
 * on preact (no React, no portal chunks) that publishers load with the embed's header code, and
 * `preview.html`, the builder's preview frame that loads it.
 */
const player = {
  input: 'src/player/main.tsx',
  plugins: [
    replace({
      preventAssignment: true,
      values: { 'process.env.NODE_ENV': JSON.stringify(PRODUCTION ? 'production' : 'development') },
    }),
    nodeResolve({ extensions: ['.mjs', '.js', '.ts', '.tsx', '.json'], browser: true }),
    swc({
      exclude: /node_modules/,
      swc: {
        jsc: {
          target: 'es2019',
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', importSource: 'preact' } },
        },
      },
    }),
    swcMinify(),
    {
      name: 'player-preview-page',
      generateBundle() {
        this.emitFile({
          type: 'asset',
          fileName: 'preview.html',
          source: readFileSync('src/player/preview.html', 'utf8'),
        })
      },
    },
  ],
  output: {
    dir: 'dist/player/v4',
    entryFileNames: 'embed.js',
    format: 'iife',
    inlineDynamicImports: true,
  },
}

export default [
  config(false),
  config(true),
  config(false, kitInput, 'kit/chunks'),
  config(true, kitInput, 'kit/chunks'),
  commentingUnit,
  ratingsUnit,
  player,
]
