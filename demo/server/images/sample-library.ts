/**
 * The local sample library the three search providers answer from (API-120..122): no image comes
 * from outside the machine. The catalogue is a pure function of its index (same ids, keywords
 * and photographers on every machine); each file is drawn with sharp from SVG the first time it
 * is asked for and kept under <uploadsDir>/sample-library, so search stays instant.
 */
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import sharp from 'sharp'

export const KEYWORDS = [
  'nyc',
  'city',
  'sport',
  'food',
  'nature',
  'music',
  'travel',
  'tech',
  'animals',
  'news',
] as const
const PHOTOGRAPHERS = [
  'Ada Park',
  'Bo Reyes',
  'Chidi Okafor',
  'Dana Kim',
  'Eli Novak',
  'Fia Lund',
  'Gus Moreau',
  'Hana Sato',
]
const SUBJECTS = ['skyline', 'street', 'park', 'bridge', 'crowd', 'lights', 'market', 'harbor']

export const PHOTO_COUNT = 120
export const GIF_COUNT = 60
export const PHOTO_SIZE = { width: 1200, height: 800 } as const
export const GIF_SIZE = { width: 300, height: 200 } as const

export interface SamplePhoto {
  id: string
  index: number
  keywords: string[]
  title: string
  photographer: { name: string; handle: string }
  hue: number
}
export interface SampleGif {
  id: string
  index: number
  keywords: string[]
  title: string
  hue: number
}

/** Keywords of item i: `nyc` on every second item (so it pages), plus two more by index. */
function keywordsOf(i: number): string[] {
  const words = new Set<string>()
  if (i % 2 === 0) words.add('nyc')
  words.add(KEYWORDS[1 + (i % (KEYWORDS.length - 1))]!)
  words.add(KEYWORDS[1 + ((i * 7 + 3) % (KEYWORDS.length - 1))]!)
  return [...words]
}

const handleOf = (name: string) => name.toLowerCase().replace(/[^a-z]+/g, '_')

export const PHOTOS: readonly SamplePhoto[] = Array.from({ length: PHOTO_COUNT }, (_, i) => {
  const keywords = keywordsOf(i)
  const name = PHOTOGRAPHERS[i % PHOTOGRAPHERS.length]!
  return {
    id: `photo-${String(i + 1).padStart(3, '0')}`,
    index: i,
    keywords,
    title: `${keywords[0]} ${SUBJECTS[i % SUBJECTS.length]} ${i + 1}`,
    photographer: { name, handle: handleOf(name) },
    hue: (i * 47) % 360,
  }
})

export const GIFS: readonly SampleGif[] = Array.from({ length: GIF_COUNT }, (_, i) => {
  const keywords = keywordsOf(i + 1)
  return {
    id: `gif-${String(i + 1).padStart(3, '0')}`,
    index: i,
    keywords,
    title: `${keywords[0]} loop ${i + 1}`,
    hue: (i * 71 + 20) % 360,
  }
})

/** Items whose keywords or title start with a word of the term (case-insensitive). */
export function matching<T extends { keywords: string[]; title: string }>(
  items: readonly T[],
  term: string,
): T[] {
  const words = term.toLowerCase().split(/\s+/).filter(Boolean)
  return items.filter((item) => {
    const own = [...item.keywords, ...item.title.toLowerCase().split(' ')]
    return words.every((w) => own.some((k) => k.startsWith(w)))
  })
}

export const photographerOf = (handle: string) =>
  PHOTOS.find((p) => p.photographer.handle === handle)?.photographer ?? null

const escapeXml = (s: string) => s.replace(/[<>&'"]/g, (ch) => `&#${ch.charCodeAt(0)};`)

/** The photo drawn `drawWidth` wide (SVG scales: a thumbnail costs a thumbnail's pixels). */
function photoSvg(p: SamplePhoto, drawWidth: number): string {
  const { width, height } = PHOTO_SIZE
  const drawHeight = Math.round((height * drawWidth) / width)
  const shapes = Array.from({ length: 6 }, (_, k) => {
    const x = ((p.index * 131 + k * 197) % width) | 0
    const y = ((p.index * 89 + k * 151) % height) | 0
    const r = 60 + ((p.index + k * 37) % 140)
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="hsl(${(p.hue + k * 40) % 360},70%,60%)" fill-opacity="0.55"/>`
  }).join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${drawWidth}" height="${drawHeight}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="hsl(${p.hue},65%,45%)"/><stop offset="1" stop-color="hsl(${(p.hue + 90) % 360},65%,25%)"/>
</linearGradient></defs>
<rect width="100%" height="100%" fill="url(#g)"/>${shapes}
<text x="50%" y="52%" font-family="sans-serif" font-size="96" font-weight="700" fill="#fff" text-anchor="middle">${escapeXml(p.title)}</text>
</svg>`
}

function gifFrameSvg(g: SampleGif, frame: number, frames: number): string {
  const { width, height } = GIF_SIZE
  const x = 30 + ((width - 60) * frame) / (frames - 1)
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
<rect width="100%" height="100%" fill="hsl(${g.hue},60%,40%)"/>
<circle cx="${x}" cy="${height / 2 + 30}" r="24" fill="hsl(${(g.hue + 180) % 360},80%,70%)"/>
<text x="50%" y="60" font-family="sans-serif" font-size="30" font-weight="700" fill="#fff" text-anchor="middle">${escapeXml(g.keywords[0]!)}</text>
</svg>`
}

export type SampleVariant = 'full' | 'thumb' | 'small' | 'large'
const WIDTHS: Record<SampleVariant, number> = { full: 1200, large: 450, small: 400, thumb: 200 }

async function render(id: string, variant: SampleVariant): Promise<Buffer | null> {
  const photo = PHOTOS.find((p) => p.id === id)
  if (photo) {
    return sharp(Buffer.from(photoSvg(photo, WIDTHS[variant])))
      .jpeg({ quality: 80 })
      .toBuffer()
  }
  const gif = GIFS.find((g) => g.id === id)
  if (gif) {
    const frames = 6
    const pngs = await Promise.all(
      Array.from({ length: frames }, (_, f) =>
        sharp(Buffer.from(gifFrameSvg(gif, f, frames)))
          .png()
          .toBuffer(),
      ),
    )
    return sharp(pngs, { join: { animated: true } })
      .gif({ delay: 120, loop: 0 })
      .toBuffer()
  }
  return null
}

/** A sample file (drawn once, then read from disk) with its type, or null for an unknown id. */
export async function sampleFile(
  dir: string,
  id: string,
  variant: SampleVariant,
): Promise<{ bytes: Buffer; type: string } | null> {
  const gif = id.startsWith('gif-')
  const type = gif ? 'image/gif' : 'image/jpeg'
  const name = gif ? `${id}.gif` : `${id}-${variant}.jpg`
  const file = join(dir, 'sample-library', name)
  try {
    return { bytes: await readFile(file), type }
  } catch {
    const bytes = await render(id, variant)
    if (!bytes) return null
    await mkdir(join(dir, 'sample-library'), { recursive: true })
    // Written under a temporary name first: a reader never sees half a file.
    const temp = `${file}.${process.pid}.${Date.now()}.tmp`
    await writeFile(temp, bytes)
    await rename(temp, file)
    return { bytes, type }
  }
}

/** Draws every sample file ahead of time (the seed hook; first use draws them otherwise). */
export async function drawSampleLibrary(dir: string): Promise<void> {
  for (const p of PHOTOS)
    for (const v of ['full', 'large', 'small', 'thumb'] as const) await sampleFile(dir, p.id, v)
  for (const g of GIFS) await sampleFile(dir, g.id, 'full')
}
