// npm run build: both bundles (dist/ and dist/lite/), then the custom-elements manifest and typings.
import { execFileSync } from 'node:child_process'
import { rmSync } from 'node:fs'
import { rollup } from 'rollup'
import configs from '../rollup.config.mjs'

const started = Date.now()
rmSync('dist', { recursive: true, force: true })
for (const config of configs) {
  const bundle = await rollup(config)
  await bundle.write(config.output)
  await bundle.close()
}
execFileSync(process.execPath, ['--import', 'tsx', 'scripts/manifest.ts'], { stdio: 'inherit' })
console.log(`built dist/ and dist/lite/ in ${((Date.now() - started) / 1000).toFixed(1)} s`)
