// Moves modules and keeps every import pointing at them:
//   node scripts/move-module.mjs OLD NEW [OLD NEW…]
// OLD and NEW are paths from the repository root: a file, or a folder (every file under it moves).
// Each pair is `git mv`ed (NEW's folder made when missing); then every relative import, export-from,
// import() and require() specifier of src/, elements/, demo/, scripts/ and tests/ that pointed at a
// moved file, and every specifier of a moved file itself, is rewritten in the style it had (with
// or without its extension, a folder's index named by the folder). A root-relative mention of a
// moved file (a path from the root in a spawn or a comment) follows it too. Prints what it changed,
// and formats the files it rewrote with prettier.
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { basename, dirname, extname, join, relative, resolve, sep } from 'node:path'

const ROOT = resolve(import.meta.dirname, '..')
const SCANNED = ['src', 'elements', 'demo', 'scripts', 'tests']
const SKIPPED = new Set(['node_modules', 'dist', '.git'])
const SOURCE = /\.(ts|tsx|mts|js|mjs|cjs)$/
const EXTENSIONS = ['.ts', '.tsx', '.mts', '.mjs', '.js', '.cjs', '.json']
/** A relative specifier after `from`, `import`, `import(` or `require(`. */
const SPECIFIER =
  /(\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\brequire\s*\(\s*)(['"])(\.\.?\/[^'"\n]*|\.\.?)\2/g

const toPosix = (path) => path.split(sep).join('/')
const rootRelative = (abs) => toPosix(relative(ROOT, abs))

function filesUnder(abs) {
  if (!statSync(abs).isDirectory()) return [abs]
  return readdirSync(abs)
    .filter((name) => !SKIPPED.has(name))
    .flatMap((name) => filesUnder(join(abs, name)))
}

const isFile = (abs) => existsSync(abs) && statSync(abs).isFile()

/**
 * The file a relative specifier names and how it named it: `exact` (with its extension), `bare`
 * (without), `index` (the folder of an index file), `js` (a .js name for a TypeScript file).
 */
function resolveSpecifier(fromFile, spec) {
  const abs = resolve(dirname(fromFile), spec)
  if (isFile(abs)) return { target: abs, style: 'exact' }
  for (const ext of EXTENSIONS) if (isFile(abs + ext)) return { target: abs + ext, style: 'bare' }
  for (const ext of EXTENSIONS)
    if (isFile(join(abs, `index${ext}`)))
      return { target: join(abs, `index${ext}`), style: 'index' }
  if (/\.(m?js)$/.test(abs))
    for (const ext of ['.ts', '.tsx', '.mts']) {
      const ts = abs.replace(/\.m?js$/, ext)
      if (isFile(ts)) return { target: ts, style: 'js' }
    }
  return null
}

/** The specifier from `fromFile` to `target` in the given style. */
function specifierFor(fromFile, target, style) {
  let path = toPosix(relative(dirname(fromFile), target))
  const ext = extname(path)
  if (style === 'bare') path = path.slice(0, -ext.length)
  else if (style === 'js') path = path.slice(0, -ext.length) + (ext === '.mts' ? '.mjs' : '.js')
  else if (style === 'index')
    path = basename(path, ext) === 'index' ? dirname(path) : path.slice(0, -ext.length)
  if (path === '' || path === '.') return '.'
  return path.startsWith('.') ? path : `./${path}`
}

function main(args) {
  if (args.length === 0 || args.length % 2) {
    console.error('usage: node scripts/move-module.mjs OLD NEW [OLD NEW…]')
    process.exit(2)
  }
  /** Old absolute path → new absolute path, per file. */
  const moves = new Map()
  const pairs = []
  for (let i = 0; i < args.length; i += 2) {
    const from = resolve(ROOT, args[i])
    const to = resolve(ROOT, args[i + 1])
    if (!existsSync(from)) throw new Error(`${args[i]} does not exist`)
    if (existsSync(to)) throw new Error(`${args[i + 1]} exists already`)
    pairs.push([from, to])
    for (const file of filesUnder(from)) moves.set(file, join(to, relative(from, file)))
  }
  const moved = (abs) => moves.get(abs) ?? abs

  // Read and resolve everything against the tree as it is before the move.
  const rewrites = new Map()
  for (const file of SCANNED.flatMap((dir) =>
    existsSync(join(ROOT, dir)) ? filesUnder(join(ROOT, dir)) : [],
  )) {
    if (!SOURCE.test(file)) continue
    const code = readFileSync(file, 'utf8')
    const newFile = moved(file)
    let changed = code.replace(SPECIFIER, (whole, lead, quote, spec) => {
      const found = resolveSpecifier(file, spec)
      if (!found) return whole
      if (newFile === file && !moves.has(found.target)) return whole
      const next = specifierFor(newFile, moved(found.target), found.style)
      return next === spec ? whole : `${lead}${quote}${next}${quote}`
    })
    for (const [from, to] of moves) {
      const mention = new RegExp(
        `(?<![\\w./-])${rootRelative(from).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w/-])`,
        'g',
      )
      changed = changed.replace(mention, rootRelative(to))
    }
    if (changed !== code || newFile !== file) rewrites.set(file, changed)
  }

  for (const [from, to] of pairs) {
    mkdirSync(dirname(to), { recursive: true })
    execFileSync('git', ['mv', rootRelative(from), rootRelative(to)], { cwd: ROOT })
    console.log(`moved ${rootRelative(from)} → ${rootRelative(to)}`)
  }
  const written = []
  for (const [file, code] of rewrites) {
    const target = moved(file)
    const before = existsSync(target) ? readFileSync(target, 'utf8') : null
    if (before === code) continue
    writeFileSync(target, code)
    written.push(rootRelative(target))
    console.log(`rewrote ${rootRelative(target)}`)
  }
  // A longer specifier may no longer fit its line: the rewritten files formatted as npm test wants.
  const prettier = join(ROOT, 'node_modules', '.bin', 'prettier')
  if (written.length && existsSync(prettier))
    execFileSync(prettier, ['--write', '--log-level', 'warn', ...written], { cwd: ROOT })
}

main(process.argv.slice(2))
