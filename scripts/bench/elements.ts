/**
 * The element part: each element's page bytes in both builds and its start time (cold loads of
 * the pages of element-pages.ts, interleaved), with the shared chunks, the units' scripts and
 * what each page loads.
 */
import type { AddressInfo } from 'node:net'
import { cpus, loadavg } from 'node:os'
import { posix } from 'node:path'
import type { Browser } from 'playwright-core'
import { chunkName, entryOf, gz, gzSum, pageBytes } from './dist-bytes'
import { loadOnce, startStaticServer } from './element-pages'
import { BUILD_DIR, BUILDS, kb, launchChromium, ms, stats, type Build } from './shared'

export const LOADS = Number(process.env.BENCH_LOADS) || 15

/** Budgets (KB = 1024 bytes of gzip; ms from the entry script's fetchStart to pp-ready). */
const BUDGETS: Record<string, { kb: Record<Build, number>; ms: Record<Build, number> }> = {
  'pp-auth': { kb: { react: 90, lite: 35 }, ms: { react: 150, lite: 40 } },
}

/** The commenting unit script on publisher pages (dist/units/commenting.js), KB of gzip. */
const UNIT_BUDGET_KB = 20
/** The ratings unit script (dist/units/ratings.js, issue 13), KB of gzip. */
const RATINGS_UNIT_BUDGET_KB = 8

const verdict = (value: number, budget: number | undefined) =>
  budget === undefined ? '' : value <= budget ? ' ✅' : ' ❌'

/** Samples of every page, keyed `build:tag`. */
interface StartTimes {
  samples: Map<string, number[]>
  jsSamples: Map<string, number[]>
  errors: Map<string, Set<string>>
  loadBefore: number
  loadAfter: number
}

/** `LOADS` cold loads of every page, after one discarded warm-up load each. */
async function startTimes(files: Map<string, Buffer>, tags: string[]): Promise<StartTimes> {
  const timesStatic = await startStaticServer(files)
  const staticOrigin = `http://127.0.0.1:${(timesStatic.address() as AddressInfo).port}`
  let browser: Browser | undefined
  const samples = new Map<string, number[]>()
  const jsSamples = new Map<string, number[]>()
  const loadBefore = loadavg()[0]!
  const errors = new Map<string, Set<string>>()
  const add = (map: Map<string, number[]>, key: string, value: number | null) => {
    if (value !== null) map.set(key, [...(map.get(key) ?? []), value])
  }
  try {
    browser = await launchChromium([
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ])
    // One discarded warm-up load per page (browser process and server JIT warm-up).
    for (const tag of tags)
      for (const build of BUILDS) await loadOnce(browser, staticOrigin, build, tag)
    // Interleaved so slow drift of the machine spreads over all pages alike.
    for (let i = 0; i < LOADS; i++)
      for (const tag of tags)
        for (const build of BUILDS) {
          const key = `${build}:${tag}`
          const result = await loadOnce(browser, staticOrigin, build, tag)
          add(samples, key, result.ms)
          add(jsSamples, key, result.jsMs)
          for (const e of result.errors) {
            if (!errors.has(key)) errors.set(key, new Set())
            errors.get(key)!.add(e.slice(0, 160))
          }
        }
  } finally {
    await browser?.close()
    await new Promise<void>((done) => timesStatic.close(() => done()))
  }
  return { samples, jsSamples, errors, loadBefore, loadAfter: loadavg()[0]! }
}

/** The element table, its shared and unit rows. */
function elementTable(
  files: Map<string, Buffer>,
  tags: string[],
  bytes: Map<string, ReturnType<typeof pageBytes>>,
  times: StartTimes,
): string[] {
  const lines = [
    `# Element bench (${LOADS} cold loads each, headless Chromium, localhost, no throttling)`,
    '',
    'Bytes: gzip -9 of each file, summed over the entry + every chunk it imports statically and',
    'dynamically, transitively. "initial" = static imports only (before the area chunk loads).',
    'Start: entry script resource-timing fetchStart → performance mark `pp-ready:<tag>`;',
    'median (min–max) over fresh browser contexts. KB = 1024 bytes.',
    `Machine: ${cpus().length} CPUs, 1-min load average ${times.loadBefore.toFixed(1)} before the loads and ${times.loadAfter.toFixed(1)} after (timings are only comparable on a quiet machine).`,
    '',
    '| element | page gzip React | page gzip lite | budget React / lite | initial React / lite | start React median (min–max) | start lite median (min–max) | budget React / lite |',
    '|---|---:|---:|---:|---:|---:|---:|---:|',
  ]
  for (const tag of tags) {
    const budget = BUDGETS[tag]
    const r = bytes.get(`react:${tag}`)!
    const l = bytes.get(`lite:${tag}`)!
    const start = (build: Build) => {
      const values = times.samples.get(`${build}:${tag}`) ?? []
      if (!values.length) return 'n/a (no pp-ready)'
      const s = stats(values)
      const missing = values.length < LOADS ? ` [${values.length}/${LOADS} ok]` : ''
      return `${ms(s.median)}${verdict(s.median, budget?.ms[build])} (${s.min.toFixed(1)}–${s.max.toFixed(1)})${missing}`
    }
    lines.push(
      `| ${tag} | ${kb(r.page)}${verdict(r.page / 1024, budget?.kb.react)} | ${kb(l.page)}${verdict(l.page / 1024, budget?.kb.lite)} | ${budget ? `≤ ${budget.kb.react} KB / ≤ ${budget.kb.lite} KB` : '—'} | ${kb(r.initial)} / ${kb(l.initial)} | ${start('react')} | ${start('lite')} | ${budget ? `≤ ${budget.ms.react} ms / ≤ ${budget.ms.lite} ms` : '—'} |`,
    )
  }
  const sharedOf = (build: Build) =>
    [...files.keys()].filter((f) =>
      new RegExp(`^${BUILD_DIR[build]}chunks/(runtime|core)-[\\w-]+\\.js$`).test(f),
    )
  const [sharedReact, sharedLite] = BUILDS.map((b) => gzSum(sharedOf(b), files))
  // The units publishers put on their pages: each one self-contained preact script.
  const unit = (file: string, name: string, budget: number) => {
    if (!files.has(file)) return `${name}: missing (dist/${file} not built)`
    const size = gz(file, files) / 1024
    return `${name}: ${size.toFixed(1)} KB gzip${verdict(size, budget)} (budget ≤ ${budget} KB, no shared chunks)`
  }
  lines.push(
    `| _shared (runtime + core)_ | ${kb(sharedReact!)} | ${kb(sharedLite!)} | | | | | |`,
    '',
    unit('units/commenting.js', 'commenting unit script', UNIT_BUDGET_KB),
    unit('units/ratings.js', 'ratings unit', RATINGS_UNIT_BUDGET_KB),
  )
  return lines
}

/** Every chunk's size in both builds. */
function chunkTable(files: Map<string, Buffer>): string[] {
  const lines = [
    '',
    '## Chunks (gzip -9; raw minified size in brackets)',
    '',
    '| chunk | React | lite |',
    '|---|---:|---:|',
  ]
  const names = new Set<string>()
  for (const f of files.keys()) if (/^(lite\/)?chunks\/.*\.js$/.test(f)) names.add(chunkName(f))
  const chunkFor = (build: Build, name: string) =>
    [...files.keys()].find(
      (f) => f.startsWith(`${BUILD_DIR[build]}chunks/`) && chunkName(f) === name,
    )
  for (const name of [...names].sort()) {
    const cell = (build: Build) => {
      const f = chunkFor(build, name)
      return f ? `${kb(gz(f, files))} [${kb(files.get(f)!.length)}]` : '—'
    }
    lines.push(`| ${name} | ${cell('react')} | ${cell('lite')} |`)
  }
  return lines
}

/**
 * The element part's tables from the dist/ snapshot `files`; `errors` are the page errors seen
 * during the loads (printed at the end of the run).
 */
export async function benchElements(
  files: Map<string, Buffer>,
): Promise<{ lines: string[]; errors: Map<string, Set<string>> }> {
  const tags = [...files.keys()]
    .filter((f) => /^elements\/[\w-]+\.js$/.test(f))
    .map((f) => posix.basename(f, '.js'))
    .sort()
  for (const build of BUILDS)
    for (const tag of tags)
      if (!files.has(entryOf(build, tag))) throw new Error(`missing ${entryOf(build, tag)}`)

  const bytes = new Map<string, ReturnType<typeof pageBytes>>()
  for (const build of BUILDS)
    for (const tag of tags) bytes.set(`${build}:${tag}`, pageBytes(entryOf(build, tag), files))
  const times = await startTimes(files, tags)

  const lines = [...elementTable(files, tags, bytes, times), ...chunkTable(files)]
  lines.push(
    '',
    '## Start breakdown (medians, ms from the entry script fetchStart)',
    '',
    '| element | React: all JS fetched | React: pp-ready | lite: all JS fetched | lite: pp-ready |',
    '|---|---:|---:|---:|---:|',
  )
  for (const tag of tags) {
    const median = (map: Map<string, number[]>, build: Build) => {
      const values = map.get(`${build}:${tag}`) ?? []
      return values.length ? stats(values).median.toFixed(1) : 'n/a'
    }
    lines.push(
      `| ${tag} | ${median(times.jsSamples, 'react')} | ${median(times.samples, 'react')} | ${median(times.jsSamples, 'lite')} | ${median(times.samples, 'lite')} |`,
    )
  }
  lines.push('', '## Which chunks each page loads (React build)', '')
  for (const tag of tags)
    lines.push(
      `- ${tag}: ${bytes
        .get(`react:${tag}`)!
        .files.map((f) => (f.startsWith('chunks/') ? chunkName(f) : f))
        .join(', ')}`,
    )
  return { lines, errors: times.errors }
}
