/**
 * The bytes part's reading of dist/: a snapshot of every file (read once at start, so a rebuild
 * by someone else mid-run cannot mix two builds), the chunks an entry reaches (parsed from the
 * minified files), and their gzip -9 sizes.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, posix, relative } from 'node:path'
import { gzipSync } from 'node:zlib'
import { BUILD_DIR, DIST, type Build } from './shared'

/** Every file under dist/, keyed by its path relative to dist/ with forward slashes. */
export function snapshotDist(): Map<string, Buffer> {
  const files = new Map<string, Buffer>()
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name)
      if (statSync(path).isDirectory()) walk(path)
      else files.set(relative(DIST, path).split('\\').join('/'), readFileSync(path))
    }
  }
  walk(DIST)
  return files
}

const IMPORT_RE =
  /(?:(?<dynamic>\bimport\s*\(\s*)|\bfrom\s*|\bimport\s*)(["'])(?<path>\.{1,2}\/[\w./-]+\.js)\2/g

/** Relative imports of one file (static `import … from`, bare `import "…"`, `import("…")`). */
function importsOf(file: string, files: Map<string, Buffer>): { path: string; dynamic: boolean }[] {
  const code = files.get(file)!.toString('utf8')
  const out: { path: string; dynamic: boolean }[] = []
  for (const match of code.matchAll(IMPORT_RE)) {
    const path = posix.normalize(posix.join(posix.dirname(file), match.groups!.path!))
    if (files.has(path)) out.push({ path, dynamic: match.groups!.dynamic !== undefined })
  }
  return out
}

/** The entry and everything it reaches; `staticOnly` skips dynamic import() edges. */
export function closure(entry: string, files: Map<string, Buffer>, staticOnly = false): string[] {
  const seen = new Set<string>([entry])
  const queue = [entry]
  while (queue.length) {
    for (const { path, dynamic } of importsOf(queue.shift()!, files)) {
      if (staticOnly && dynamic) continue
      if (!seen.has(path)) {
        seen.add(path)
        queue.push(path)
      }
    }
  }
  return [...seen]
}

const gzCache = new Map<string, number>()
export function gz(file: string, files: Map<string, Buffer>): number {
  let size = gzCache.get(file)
  if (size === undefined) {
    size = gzipSync(files.get(file)!, { level: 9 }).length
    gzCache.set(file, size)
  }
  return size
}
export const gzSum = (list: string[], files: Map<string, Buffer>) =>
  list.reduce((sum, f) => sum + gz(f, files), 0)

/** Chunk name without the hash: chunks/core-M5QkziHc.js → core. */
export const chunkName = (file: string) => posix.basename(file, '.js').replace(/-[\w-]{8}$/, '')

/** Entry of `tag` in `build`. */
export const entryOf = (build: Build, tag: string) => `${BUILD_DIR[build]}elements/${tag}.js`

/** gzip of the page of `entry` (everything it reaches) and of its initial part (static imports). */
export function pageBytes(entry: string, files: Map<string, Buffer>) {
  const all = closure(entry, files)
  return {
    page: gzSum(all, files),
    initial: gzSum(closure(entry, files, true), files),
    files: all,
  }
}
