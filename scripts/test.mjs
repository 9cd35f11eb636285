// npm test: every test layer in order — checks (types, formatting, linter, import rules), unit,
// server API (on SQLite, then on a real PostgreSQL server with the two-process test when
// PostgreSQL is installed, else on PGlite), build, bundle (page sizes and chunks), elements (both builds),
// e2e flows. Prints one closing line "N passed, N failed" summed over the layers; exits non-zero
// on any failure, and stops after failed checks or a failed build. `node scripts/test.mjs unit
// server` runs only the layers named (`npm run lint` is `node scripts/test.mjs checks`).
// PP_REQUIRE_POSTGRES=1 (CI) makes a missing PostgreSQL a failure instead of a note.
import { spawn } from 'node:child_process'
import { readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { stripVTControlCharacters } from 'node:util'
import { postgresInstalled, startPostgres } from './postgres.mjs'

function files(dir, suffix) {
  const out = []
  for (const name of readdirSync(dir)) {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) out.push(...files(path, suffix))
    else if (name.endsWith(suffix)) out.push(path)
  }
  return out.sort()
}

const only = process.argv.slice(2)
/** This run's id: the API suite's PostgreSQL harnesses share one seeded template per run. */
const RUN = `${process.pid}_${Date.now()}`
const serverArgs = (list, flags = []) => [
  '--import',
  'tsx',
  '--test',
  '--test-concurrency=1',
  '--test-reporter=spec',
  ...flags,
  ...list,
]
const node = process.execPath
const bin = (name) => join('node_modules', '.bin', name)
// Every source file the formatter checks; `npm run format` writes the same set (.prettierignore
// leaves out generated files).
const FORMATTED = '**/*.{ts,tsx,mjs,js,json}'
const layers = [
  {
    name: 'checks',
    counts: false,
    stops: true,
    steps: [
      { name: 'types', cmd: bin('tsc'), args: ['--noEmit', '-p', 'tsconfig.json'] },
      { name: 'format', cmd: bin('prettier'), args: ['--check', FORMATTED] },
      { name: 'lint', cmd: bin('oxlint'), args: ['--deny-warnings'] },
      { name: 'imports', cmd: node, args: ['scripts/check-imports.mjs'] },
      { name: 'contracts', cmd: node, args: ['scripts/check-contracts.mjs'] },
    ],
  },
  {
    name: 'unit',
    cmd: node,
    args: ['--import', 'tsx', '--test', '--test-reporter=spec', ...files('tests/unit', '.test.ts')],
  },
  { name: 'server', cmd: node, args: serverArgs(files('tests/server', '.test.ts')) },
  // --test-force-exit: PostgreSQL inside PGlite reads the clock through Date.now, and the session
  // tests that move a mocked Date forward by minutes leave its runtime holding the process open
  // after their last test has passed (the results are complete; the file would never end).
  {
    name: 'server-pglite',
    cmd: node,
    args: serverArgs(files('tests/server', '.test.ts'), ['--test-force-exit']),
    env: { PP_TEST_DB: 'pglite' },
    // The PostgreSQL dialect's stand-in where no server is installed: with one, server-postgres
    // runs the same suite on the real thing (7 minutes saved in CI). Named, it always runs.
    fallback: true,
  },
  {
    name: 'server-postgres',
    cmd: node,
    args: serverArgs([
      ...files('tests/server', '.test.ts'),
      ...files('tests/postgres', '.test.ts'),
    ]),
    env: { PP_TEST_DB: 'postgres' },
    postgres: true,
  },
  { name: 'build', cmd: node, args: ['scripts/build.mjs'], counts: false, stops: true },
  { name: 'bundle', cmd: node, args: ['scripts/check-bundle.mjs'], counts: false },
  {
    name: 'elements',
    cmd: bin('web-test-runner'),
    args: ['--config', 'tests/elements/wtr.config.mjs'],
  },
  {
    name: 'e2e',
    cmd: bin('playwright'),
    args: ['test', '--config', 'tests/e2e/playwright.config.ts'],
  },
].filter((l) => !only.length || only.includes(l.name))

function run(layer, heading = `\n=== ${layer.name} ===`) {
  return new Promise((done) => {
    console.log(heading)
    let output = ''
    const env = { ...process.env, FORCE_COLOR: '0', PP_TEST_RUN: RUN, ...layer.env }
    const child = spawn(layer.cmd, layer.args, { stdio: ['ignore', 'pipe', 'pipe'], env })
    child.stdout.on('data', (d) => {
      output += d
      process.stdout.write(d)
    })
    child.stderr.on('data', (d) => {
      output += d
      process.stderr.write(d)
    })
    child.on('error', (error) => {
      output += String(error)
      console.error(error.message)
    })
    child.on('close', (code) => done({ code: code ?? 1, output }))
  })
}

/** A layer of several commands: runs each, and fails if any failed (naming those). */
async function runSteps(layer) {
  console.log(`\n=== ${layer.name} ===`)
  const failedSteps = []
  for (const step of layer.steps) {
    const { code } = await run(step, `--- ${step.name} ---`)
    if (code !== 0) failedSteps.push(step.name)
  }
  return {
    code: failedSteps.length ? 1 : 0,
    output: '',
    label: `${layer.name} (${failedSteps.join(', ')})`,
  }
}

function counts(raw) {
  const output = stripVTControlCharacters(raw)
  const num = (re) => Number(output.match(re)?.[1] ?? 0)
  if (/ℹ pass \d+/.test(output)) return { passed: num(/ℹ pass (\d+)/), failed: num(/ℹ fail (\d+)/) }
  const wtr = output.match(/(\d+) passed, (\d+) failed/g)
  if (wtr) {
    const last = wtr.at(-1).match(/(\d+) passed, (\d+) failed/)
    return { passed: Number(last[1]), failed: Number(last[2]) }
  }
  return { passed: num(/(\d+) passed/), failed: num(/(\d+) failed/) }
}

/**
 * The lines naming failed tests in a layer's output (web-test-runner's ❌ with the file before
 * it, node:test's ✖, Playwright's ✘), so that the closing lines say which tests failed even when
 * only the end of a long log is kept (CI shows its tail).
 */
function failureLines(raw) {
  const out = []
  let file = ''
  let wantsMessage = false
  for (const line of stripVTControlCharacters(raw).split('\n')) {
    const text = line.trim()
    if (wantsMessage && text) {
      // web-test-runner prints the error's first line under its ❌
      out.push(`    ${text.slice(0, 200)}`)
      wantsMessage = false
    } else if (/^\S.*\.test\.ts:$/.test(text)) file = text
    else if (/❌|✖|✘/.test(line) && !text.endsWith('failing tests:')) {
      const wtr = line.includes('❌')
      const named = file && wtr ? `${file} ${text}` : text
      if (!out.includes(named)) {
        out.push(named)
        wantsMessage = wtr
      }
    }
  }
  return out
}

let passed = 0
let failed = 0
const failures = []
let broken = []
const timings = []
let postgres = null
process.on('exit', () => postgres?.stop())
for (const layer of layers) {
  if (
    layer.fallback &&
    !only.includes(layer.name) &&
    (process.env.PP_TEST_DATABASE_URL || postgresInstalled())
  ) {
    console.log(
      `\n=== ${layer.name} ===\nSkipped: PostgreSQL is installed, and server-postgres runs the same API suite on it (name this layer to run it anyway).`,
    )
    continue
  }
  if (layer.postgres) {
    if (!process.env.PP_TEST_DATABASE_URL) {
      postgres = await startPostgres()
      if (!postgres) {
        const note = `\n=== ${layer.name} ===\nPostgreSQL is not installed (apt-get install postgresql): this layer did not run.`
        console.log(note)
        if (process.env.PP_REQUIRE_POSTGRES) broken.push(`${layer.name} (no PostgreSQL)`)
        continue
      }
      layer.env.PP_TEST_DATABASE_URL = postgres.url
    }
  }
  const started = Date.now()
  const { code, output, label } = layer.steps ? await runSteps(layer) : await run(layer)
  timings.push(`${layer.name} ${Math.round((Date.now() - started) / 1000)} s`)
  if (layer.postgres) {
    postgres?.stop()
    postgres = null
  }
  if (layer.counts !== false) {
    const c = counts(output)
    passed += c.passed
    failed += c.failed
    if (c.passed === 0 && code === 0) broken.push(`${layer.name} (ran no test)`)
  }
  if (code !== 0 && output) failures.push(...failureLines(output).map((l) => `${layer.name}: ${l}`))
  if (code !== 0) {
    broken.push(label ?? layer.name)
    if (layer.stops) break
  }
}
console.log('')
console.log(`layer times: ${timings.join(', ')}`)
if (failures.length) {
  console.log(`failed tests:`)
  for (const line of failures.slice(0, 40)) console.log(`  ${line}`)
  if (failures.length > 40) console.log(`  … and ${failures.length - 40} more`)
}
if (broken.length) console.log(`failing layers: ${broken.join(', ')}`)
if (layers.some((l) => l.counts !== false)) console.log(`${passed} passed, ${failed} failed`)
else if (!broken.length) console.log(`${layers.map((l) => l.name).join(', ')}: passed`)
process.exit(broken.length || failed ? 1 : 0)
