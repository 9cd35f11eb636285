// The import rules of the layers (docs/architecture.md): imports go down only, elements → areas
// → site-product → ui → element-kit → core → contracts (src/site-product: what the per-site
// products, commenting and ratings, share); core renders nothing (it never imports React). On
// the server, app.ts → services → platform/, with no cycle between service folders, no routes
// file imported but by app.ts, and frozen migrations. Reads every import, export-from and
// import() specifier of src/, elements/, demo/host/ and demo/server/, resolves the relative ones
// against the repository root, and prints each import a rule forbids as `file:line imports X
// (rule)` and each folder cycle with the imports that make it; exits 1 when there is one.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, posix, relative, resolve } from 'node:path'
import { cyclesOf } from './import-graph.mjs'

const ROOT = resolve(import.meta.dirname, '..')
const SCANNED = ['src', 'elements', 'demo/host', 'demo/kit', 'demo/server']
const SOURCE = /\.(ts|tsx|mts|js|mjs)$/

/** React itself: core never imports it (the element kit and the layers above render). */
const isReact = (target) =>
  target === 'react' || target === 'react-dom' || /^react(-dom)?\//.test(target)

/** The only files of an area that code outside the areas may import: its rule modules. */
const RULES_MODULE = /^src\/areas\/[^/]+\/(?:[^/]+\/)*lib\/[^/]+-rules(?:\.ts)?$/

/**
 * The server's layers: the composition root (app.ts, main.ts, seed.ts) mounts and starts the
 * services, one folder each, over platform/ (the shared infrastructure). Migration modules (in
 * migrations/, or named *migration*.ts beside their service; commenting's migration-job.ts is a
 * live job, not one) are frozen history apart from both. Paths without extension, as targets are.
 */
const COMPOSITION_ROOT = /^demo\/server\/(?:app|main|seed)(?:\.ts)?$/
const PLATFORM = /^demo\/server\/platform\//
const MIGRATION =
  /^demo\/server\/(?:migrations\/.*|[^/]+\/(?![^/]*migration-job)[^/]*migration[^/]*)$/
const MIGRATION_LIST = /^demo\/server\/migrations(?:\/index)?$/
const ROUTES = /^demo\/server\/[^/]+\/(?:[^/]+-)?routes(?:\.ts)?$/
/** A service's module: its folder. */
const SERVICE = /^demo\/server\/(?!platform\/)([^/]+)\//
/**
 * The folder of a service's module in the folder graph. Migrations and seeds stay out: a landed
 * migration is frozen history, and a seed.ts is demo data the root seed.ts composes, taking the
 * ids other services' seeds made (the users' accounts).
 */
const folderOf = (path) =>
  MIGRATION.test(path) || /\/seed(?:\.ts)?$/.test(path) ? null : (SERVICE.exec(path)?.[1] ?? null)

/**
 * Each rule: the files it applies to, and a test of an import target (a path relative to the
 * root, without extension, or a package name) that returns the broken rule's text or null.
 */
const RULES = [
  {
    files: /^src\/areas\/([^/]+)\//,
    check: (target, [, area]) => {
      const other = /^src\/areas\/([^/]+)\//.exec(target)
      if (other && other[1] !== area) return 'an area never imports another area'
      if (target.startsWith('demo/')) return 'an area never imports demo/'
      if (target.startsWith('@headlessui/'))
        return 'an area uses the kit (src/ui), never Headless UI directly'
      return null
    },
  },
  {
    files: /^src\/ui\//,
    check: (target) =>
      /^src\/(areas|site-product)\//.test(target) || target.startsWith('demo/')
        ? 'ui never imports areas, site-product or demo/'
        : null,
  },
  {
    files: /^src\/element-kit\//,
    check: (target) =>
      /^src\/(ui|areas|units|player|element-specs|site-product)\//.test(target) ||
      target.startsWith('demo/')
        ? 'the element kit imports only src/core'
        : null,
  },
  {
    files: /^src\/site-product\//,
    check: (target) => {
      if (/^src\/(areas|units|player|element-specs)\//.test(target) || target.startsWith('demo/'))
        return 'site-product imports only ui, the element kit and core'
      if (target.startsWith('@headlessui/'))
        return 'site-product uses the kit (src/ui), never Headless UI directly'
      return null
    },
  },
  {
    files: /^src\/(core|element-specs)\//,
    check: (target, [, layer]) => {
      if (
        /^src\/(element-kit|ui|areas|units|site-product)\//.test(target) ||
        target.startsWith('demo/')
      )
        return `${layer} never imports the element kit, ui, site-product, areas, units or demo/`
      if (isReact(target)) return `${layer} renders nothing: it never imports React`
      return null
    },
  },
  {
    files: /^src\/units\//,
    check: (target) => {
      if (target.startsWith('src/areas/') && !RULES_MODULE.test(target))
        return 'a unit imports only the rule modules (lib/*-rules.ts) of an area'
      if (/^src\/(ui|element-kit|site-product)\//.test(target) || target.startsWith('demo/'))
        return 'a unit never imports ui, the element kit, site-product or demo/'
      return null
    },
  },
  {
    files: /^src\/player\//,
    check: (target) => {
      if (target.startsWith('src/areas/') && !RULES_MODULE.test(target))
        return 'the player imports only the rule modules (lib/*-rules.ts) of areas'
      if (/^src\/(ui|units|element-kit|site-product)\//.test(target) || target.startsWith('demo/'))
        return 'the player never imports ui, units, the element kit, site-product or demo/'
      if (target === 'react' || target.startsWith('react-') || target.startsWith('react/'))
        return 'the player is preact only'
      return null
    },
  },
  {
    files: /^elements\//,
    check: (target) => (target.startsWith('demo/') ? 'an element never imports demo/' : null),
  },
  {
    files: /^demo\/host\//,
    check: (target) =>
      /^src\/(ui|areas|units|element-kit|site-product)\//.test(target) ||
      target.startsWith('demo/server/')
        ? 'the demo host imports only src/core (elements load as scripts)'
        : null,
  },
  {
    files: /^demo\/kit\//,
    check: (target) =>
      /^src\/(areas|units|site-product)\//.test(target) || target.startsWith('demo/server/')
        ? 'the kit gallery imports only src/ui and src/core'
        : null,
  },
  {
    files: /^demo\/server\//,
    check: (target) =>
      target.startsWith('src/') &&
      !target.startsWith('src/core/') &&
      !target.startsWith('src/contracts/') &&
      !RULES_MODULE.test(target)
        ? 'the server imports only src/core, src/contracts and the rule modules (lib/*-rules.ts) of areas'
        : null,
  },
  {
    files: /^src\/contracts\//,
    check: (target) =>
      target.startsWith('src/') &&
      !target.startsWith('src/contracts/') &&
      !target.startsWith('src/core/validation/') &&
      !RULES_MODULE.test(target) &&
      target !== 'src/core/http'
        ? 'a contract imports only zod, other contracts, src/core/validation, rule modules (lib/*-rules.ts) and the service names of src/core/http'
        : target.startsWith('demo/')
          ? 'a contract never imports demo/'
          : null,
  },
  {
    files: PLATFORM,
    check: (target) =>
      target.startsWith('demo/server/') && !PLATFORM.test(target) && !MIGRATION_LIST.test(target)
        ? 'platform imports no service (of the rest only the landed migrations, migrations/index.ts)'
        : null,
  },
  {
    files: MIGRATION,
    check: (target) =>
      /^(src|demo|elements)\//.test(target) && !PLATFORM.test(target) && !MIGRATION.test(target)
        ? 'a migration imports only platform and other migration modules (a landed one calls no live code)'
        : null,
  },
  {
    files: SERVICE,
    check: (target) =>
      COMPOSITION_ROOT.test(target)
        ? 'a service never imports the composition root (app.ts, main.ts, seed.ts)'
        : null,
  },
  {
    files: /^demo\/server\/(?!app\.ts$)/,
    check: (target) =>
      ROUTES.test(target)
        ? "only app.ts imports a routes file: move what is shared into the owning service's query or logic module"
        : null,
  },
]

function sourceFiles(dir) {
  const out = []
  for (const name of readdirSync(join(ROOT, dir))) {
    const path = `${dir}/${name}`
    if (statSync(join(ROOT, path)).isDirectory()) out.push(...sourceFiles(path))
    else if (SOURCE.test(name) && !name.endsWith('.d.ts')) out.push(path)
  }
  return out
}

/** Blanks out comments (keeping line breaks), so commented-out imports do not count. */
function withoutComments(code) {
  return code
    .replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, ' '))
    .replace(/^(\s*)\/\/.*$/gm, '$1')
}

const STATIC =
  /^[ \t]*(?:import|export)\s+(?:type\s+)?(?:[\w$]+\s*,?\s*)?(?:\*(?:\s+as\s+[\w$]+)?|\{[^}]*\})?\s*(?:from\s*)?(['"])([^'"\n]+)\1/gm
const DYNAMIC = /\bimport\s*\(\s*(['"])([^'"\n]+)\1\s*\)/g

/** Every specifier of one file, with its line. */
function specifiersOf(code) {
  const text = withoutComments(code)
  const lineAt = (index) => text.slice(0, index).split('\n').length
  const out = []
  for (const re of [STATIC, DYNAMIC])
    for (const m of text.matchAll(re))
      out.push({ spec: m[2], line: lineAt(m.index + m[0].lastIndexOf(m[2])) })
  return out
}

/** A relative specifier as a root-relative path without extension; a package name as is. */
function targetOf(file, spec) {
  if (!spec.startsWith('.')) return spec
  const path = relative(ROOT, resolve(ROOT, dirname(file), spec))
    .split('\\')
    .join('/')
  return path.replace(/\.(ts|tsx|mts|js|mjs)$/, '')
}

const problems = []
let checked = 0
/** Service folder → the service folders it imports, with the first import that says so. */
const folders = new Map()
for (const file of SCANNED.flatMap(sourceFiles)) {
  const rules = RULES.map((r) => ({ ...r, match: r.files.exec(file) })).filter((r) => r.match)
  if (!rules.length) continue
  checked++
  for (const { spec, line } of specifiersOf(readFileSync(join(ROOT, file), 'utf8'))) {
    const target = posix.normalize(targetOf(file, spec))
    for (const rule of rules) {
      const broken = rule.check(target, rule.match)
      if (broken) problems.push(`${file}:${line} imports ${spec} (${broken})`)
    }
    const [from, to] = [folderOf(file), folderOf(target)]
    if (from && to && from !== to) {
      const edges = folders.get(from) ?? folders.set(from, new Map()).get(from)
      if (!edges.has(to)) edges.set(to, `${file}:${line} imports ${spec}`)
    }
  }
}
const graph = new Map([...folders].map(([from, edges]) => [from, new Set(edges.keys())]))
for (const { members, cycle } of cyclesOf(graph)) {
  const because = cycle.slice(1).map((to, i) => folders.get(cycle[i]).get(to))
  problems.push(
    `demo/server: folder cycle ${cycle.join(' → ')} among ${members.join(', ')} (no cycles between service folders): ${because.join('; ')}`,
  )
}
for (const p of problems) console.log(p)
console.log(
  problems.length
    ? `import rules: ${problems.length} forbidden import(s) in ${checked} files`
    : `import rules: ${checked} files, no forbidden import`,
)
process.exit(problems.length ? 1 : 0)
