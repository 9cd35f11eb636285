// Rollup plugin: compiles the Tailwind sheet once into a string module `virtual:portal-css`
// (TOOLCHAIN.md trap 4). The @property rules are exported apart, because shadow roots ignore
// them and the element factory registers them on the document instead.
import { readFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { compile, optimize } from '@tailwindcss/node'
import { Scanner } from '@tailwindcss/oxide'

const ID = 'virtual:portal-css'

export async function buildPortalCss(entry) {
  const base = dirname(entry)
  const dependencies = new Set([entry])
  const compiler = await compile(readFileSync(entry, 'utf8'), {
    base,
    onDependency: (path) => dependencies.add(path),
  })
  const scanner = new Scanner({ sources: compiler.sources })
  const candidates = scanner.scan()
  // uPlot's sheet is not part of it: the chart's lazy chunk adopts it (rollup.config.mjs).
  const css = optimize(compiler.build(candidates), { minify: true }).code
  const propertyRules = []
  const rest = css.replace(/@property\s+--[\w-]+\s*\{[^}]*\}/g, (rule) => {
    propertyRules.push(rule)
    return ''
  })
  return {
    css: rest,
    propertyRules: propertyRules.join(''),
    files: [...scanner.files, ...dependencies],
  }
}

export function portalCss({ entry }) {
  return {
    name: 'portal-css',
    resolveId(id) {
      return id === ID ? '\0' + ID : null
    },
    async load(id) {
      if (id !== '\0' + ID) return null
      const { css, propertyRules, files } = await buildPortalCss(resolve(entry))
      for (const file of files) this.addWatchFile(file)
      return `export const css = ${JSON.stringify(css)}\nexport const propertyRules = ${JSON.stringify(propertyRules)}\n`
    },
  }
}
