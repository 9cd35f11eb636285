// The bundle check after the build (npm test's `bundle` layer): what a page with one element
// loads, in both builds. For each dist/elements/<tag>.js and dist/lite/elements/<tag>.js (and
// the commenting unit script) it follows the static imports transitively, as the browser does
// before the element starts, and sums the gzip -9 bytes of those files (as `npm run bench`
// does). It fails when a page is more than 10 % over its size in scripts/bundle-sizes.json, when
// a page has no recorded size, and when a page loads a library it should not: Headless UI only on
// the pages with menus and never before the element starts (the kit's menu fetches it after,
// src/ui/menu.tsx), lit only on the demo host, uPlot only on the analytics pages and after they start (src/ui/chart.tsx), and react-image-crop and
// SortableJS only in the builder's step chunks and the reports editor's dimensions (after they
// start).
// `--record` writes the sizes of this build.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, posix, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'

const ROOT = resolve(import.meta.dirname, '..')
const DIST = join(ROOT, 'dist')
const RECORD = join(ROOT, 'scripts', 'bundle-sizes.json')
const ALLOWED_GROWTH = 0.1

/**
 * Libraries a page may only load where it is listed (tags; both builds alike); `afterStart`: not
 * among the static imports of any page. A library is
 * found by the chunk rollup.config.mjs puts it in, or by strings its code carries, so it is
 * caught wherever it lands.
 */
const LIBRARIES = [
  {
    name: 'Headless UI',
    pages: ['pp-shell', 'pp-embeds', 'pp-embed-builder'],
    afterStart: true,
    found: (file, code) =>
      /(^|\/)chunks\/headless-/.test(file) || /[`'"]headlessui-[a-z]/.test(code),
  },
  {
    name: 'lit',
    pages: ['pp-shell', 'pp-embeds'],
    afterStart: true,
    found: (file, code) => /(^|\/)chunks\/lit-/.test(file) || /\blit-html\b|\$lit\$/.test(code),
  },
  {
    name: 'uPlot',
    pages: ['pp-home', 'pp-analytics'],
    afterStart: true,
    found: (_file, code) => /["'`]uplot["'`]/.test(code),
  },
  {
    name: 'react-image-crop',
    pages: ['pp-embed-builder'],
    afterStart: true,
    found: (_file, code) => /["'`]ReactCrop__/.test(code),
  },
  {
    name: 'SortableJS',
    pages: ['pp-embed-builder', 'pp-reports'],
    afterStart: true,
    found: (_file, code) => /["'`]sortable-chosen["'`]|Sortable: `el` must be/.test(code),
  },
]

const IMPORT_RE =
  /(?:(?<dynamic>\bimport\s*\(\s*)|\bfrom\s*|\bimport\s*)(["'])(?<path>\.{1,2}\/[\w./-]+\.js)\2/g

const read = (file) => readFileSync(join(DIST, file), 'utf8')

/** The file and every file it imports, transitively; `dynamic` also follows import(). */
function closure(entry, dynamic) {
  const seen = new Set([entry])
  const queue = [entry]
  while (queue.length) {
    const file = queue.shift()
    for (const m of read(file).matchAll(IMPORT_RE)) {
      if (m.groups.dynamic !== undefined && !dynamic) continue
      const path = posix.normalize(posix.join(posix.dirname(file), m.groups.path))
      if (!seen.has(path) && existsSync(join(DIST, path))) {
        seen.add(path)
        queue.push(path)
      }
    }
  }
  return [...seen]
}

const gzip = (file) => gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length
const chunkName = (file) => posix.basename(file, '.js').replace(/-[\w-]{8}$/, '')
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`

if (!existsSync(join(DIST, 'elements'))) {
  console.error('dist/elements is missing: build first (npm run build)')
  process.exit(1)
}

const pages = []
for (const [build, dir] of [
  ['react', 'elements'],
  ['lite', 'lite/elements'],
]) {
  for (const name of readdirSync(join(DIST, dir))
    .filter((f) => f.endsWith('.js'))
    .sort())
    pages.push({
      key: `${build}/${name.slice(0, -3)}`,
      tag: name.slice(0, -3),
      entry: `${dir}/${name}`,
    })
}
if (existsSync(join(DIST, 'units/commenting.js')))
  pages.push({ key: 'unit/commenting', tag: 'unit', entry: 'units/commenting.js' })
// The ratings unit (issue 13): its recorded size, and never above 8 KB gzip.
const RATINGS_UNIT_LIMIT = 8 * 1024
if (existsSync(join(DIST, 'units/ratings.js')))
  pages.push({
    key: 'unit/ratings',
    tag: 'unit',
    entry: 'units/ratings.js',
    limit: RATINGS_UNIT_LIMIT,
  })
// The embed player (issue 9): a fixed budget of 15 KB gzip instead of a recorded size.
const PLAYER_BUDGET = 15 * 1024
if (existsSync(join(DIST, 'player/v4/embed.js')))
  pages.push({
    key: 'player/embed',
    tag: 'player',
    entry: 'player/v4/embed.js',
    budget: PLAYER_BUDGET,
  })

const recording = process.argv.includes('--record')
const recorded = existsSync(RECORD) ? JSON.parse(readFileSync(RECORD, 'utf8')) : {}
const problems = []
const rows = []
const sizes = {}
for (const page of pages) {
  const files = closure(page.entry, false)
  const bytes = files.reduce((sum, f) => sum + gzip(f), 0)
  sizes[page.key] = bytes
  const loaded = closure(page.entry, true)
  for (const lib of LIBRARIES) {
    if (lib.pages.includes(page.tag)) continue
    const hit = loaded.find((f) => lib.found(f, read(f)))
    if (hit)
      problems.push(
        `${page.key} loads ${lib.name} (${hit}); allowed only on: ${lib.pages.join(', ') || 'no page'}`,
      )
  }
  for (const lib of LIBRARIES.filter((l) => l.afterStart)) {
    const hit = files.find((f) => lib.found(f, read(f)))
    if (hit) problems.push(`${page.key} loads ${lib.name} (${hit}) before the element starts`)
  }
  const before = page.budget ?? recorded[page.key]
  let change = ''
  if (page.budget !== undefined) {
    change = `budget ${kb(page.budget)}`
    if (bytes > page.budget)
      problems.push(`${page.key} is ${kb(bytes)}, over its budget of ${kb(page.budget)}`)
  } else if (recording) change = 'recorded'
  else if (before === undefined) {
    change = 'not recorded'
    problems.push(`${page.key} has no recorded size (node scripts/check-bundle.mjs --record)`)
  } else {
    const ratio = bytes / before - 1
    change = `${ratio >= 0 ? '+' : ''}${(ratio * 100).toFixed(1)} %`
    if (ratio > ALLOWED_GROWTH)
      problems.push(
        `${page.key} is ${kb(bytes)}, ${change} over its recorded ${kb(before)} (limit +${ALLOWED_GROWTH * 100} %)`,
      )
  }
  if (page.limit !== undefined && bytes > page.limit)
    problems.push(`${page.key} is ${kb(bytes)}, over its hard limit of ${kb(page.limit)}`)
  const chunks = files.slice(1).map(chunkName).sort().join(', ') || '—'
  rows.push([page.key, kb(bytes), before === undefined ? '—' : kb(before), change, chunks])
}
for (const key of Object.keys(recorded))
  if (!(key in sizes) && key !== 'player/embed')
    console.log(`note: ${key} is recorded but was not built`)

const header = ['page', 'gzip now', 'recorded', 'change', 'chunks loaded']
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)))
const line = (cells) =>
  cells
    .map((c, i) => (i > 0 && i < 4 ? c.padStart(widths[i]) : c.padEnd(widths[i])))
    .join('  ')
    .trimEnd()
console.log(line(header))
for (const row of rows) console.log(line(row))

if (recording) {
  delete sizes['player/embed']
  writeFileSync(RECORD, JSON.stringify(sizes, null, 2) + '\n')
  console.log(`wrote scripts/bundle-sizes.json (${pages.length} pages, gzip -9 bytes)`)
}
for (const p of problems) console.log(`FAIL ${p}`)
console.log(
  problems.length
    ? `bundle: ${problems.length} problem(s)`
    : `bundle: ${pages.length} pages within ${ALLOWED_GROWTH * 100} % of their recorded sizes, no forbidden chunk`,
)
process.exit(problems.length ? 1 : 0)
