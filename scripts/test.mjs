// npm test: every test layer in order — unit, server API, build, elements (both builds), e2e flows.
// Prints one closing line "N passed, N failed" summed over the layers; exits non-zero on any failure.
import { spawn } from 'node:child_process'
import { readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'

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
const node = process.execPath
const bin = (name) => join('node_modules', '.bin', name)
const layers = [
  { name: 'unit', cmd: node, args: ['--import', 'tsx', '--test', '--test-reporter=spec', ...files('tests/unit', '.test.ts')] },
  { name: 'server', cmd: node, args: ['--import', 'tsx', '--test', '--test-concurrency=1', '--test-reporter=spec', ...files('tests/server', '.test.ts')] },
  { name: 'build', cmd: node, args: ['scripts/build.mjs'], counts: false },
  { name: 'elements', cmd: bin('web-test-runner'), args: ['--config', 'tests/elements/wtr.config.mjs'] },
  { name: 'e2e', cmd: bin('playwright'), args: ['test', '--config', 'tests/e2e/playwright.config.ts'] },
].filter((l) => !only.length || only.includes(l.name))

function run(layer) {
  return new Promise((done) => {
    console.log(`\n=== ${layer.name} ===`)
    let output = ''
    const child = spawn(layer.cmd, layer.args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, FORCE_COLOR: '0' } })
    child.stdout.on('data', (d) => {
      output += d
      process.stdout.write(d)
    })
    child.stderr.on('data', (d) => {
      output += d
      process.stderr.write(d)
    })
    child.on('close', (code) => done({ code: code ?? 1, output }))
  })
}

function counts(raw) {
  const output = raw.replace(/\x1b\[[0-9;]*[A-Za-z]/g, '')
  const num = (re) => Number(output.match(re)?.[1] ?? 0)
  if (/ℹ pass \d+/.test(output)) return { passed: num(/ℹ pass (\d+)/), failed: num(/ℹ fail (\d+)/) }
  const wtr = output.match(/(\d+) passed, (\d+) failed/g)
  if (wtr) {
    const last = wtr.at(-1).match(/(\d+) passed, (\d+) failed/)
    return { passed: Number(last[1]), failed: Number(last[2]) }
  }
  return { passed: num(/(\d+) passed/), failed: num(/(\d+) failed/) }
}

let passed = 0
let failed = 0
let broken = []
for (const layer of layers) {
  const { code, output } = await run(layer)
  if (layer.counts !== false) {
    const c = counts(output)
    passed += c.passed
    failed += c.failed
    if (c.passed === 0 && code === 0) broken.push(`${layer.name} (ran no test)`)
  }
  if (code !== 0) {
    broken.push(layer.name)
    if (layer.name === 'build') break
  }
}
console.log('')
if (broken.length) console.log(`failing layers: ${broken.join(', ')}`)
console.log(`${passed} passed, ${failed} failed`)
process.exit(broken.length || failed ? 1 : 0)
