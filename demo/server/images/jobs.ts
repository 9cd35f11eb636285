/**
 * The background resize of uploaded images (API-55): each IN_PROGRESS row of account_images is a
 * job. A worker claims one with a conditional update (so two processes never take the same job;
 * a claim older than STALE_MS is taken again after a crash), resizes the original with sharp to
 * the web widths (GIFs keep their animation) and marks it DONE, or FAILED when sharp cannot read
 * it. Then the library's imagesUploadStatus of every embed using the image is brought up to date.
 * Runs after each upload and whenever own images are listed (no process memory is relied on).
 */
import { sql, type Kysely } from 'kysely'
import sharp from 'sharp'
import { WEB_WIDTHS } from '../../../src/areas/embeds/lib/images-rules'
import type { Database } from '../platform/schema'
import { imagesDb, type ImagesDB } from './tables'
import { log } from '../platform/log'
import type { FileStore } from '../platform/file-store'

export const STALE_MS = 60_000
export const MAX_ATTEMPTS = 3

/** The stored name of a resized copy: `<uuid>-<width>.<ext>`. */
export function webName(storedName: string, width: number): string {
  const dot = storedName.lastIndexOf('.')
  return `${storedName.slice(0, dot)}-${width}${storedName.slice(dot)}`
}

/** Resizes one original to every web width; returns the original's dimensions. */
export async function resize(
  store: FileStore,
  storedName: string,
  contentType: string,
): Promise<{ width: number; height: number }> {
  const bytes = await store.read(storedName)
  const animated = contentType === 'image/gif'
  const meta = await sharp(bytes, { animated }).metadata()
  const width = meta.width ?? 0
  const height = animated ? (meta.pageHeight ?? meta.height ?? 0) : (meta.height ?? 0)
  for (const w of WEB_WIDTHS) {
    let image = sharp(bytes, { animated }).rotate().resize({ width: w, withoutEnlargement: true })
    image =
      contentType === 'image/gif'
        ? image.gif()
        : contentType === 'image/png'
          ? image.png()
          : image.jpeg({ quality: 82 })
    await store.write(webName(storedName, w), await image.toBuffer())
  }
  return { width, height }
}

/** Takes the oldest waiting (or stale) job; null when there is none. */
async function claim(db: ImagesDB, now: number) {
  const candidates = await db
    .selectFrom('account_images')
    .select(['image_uuid', 'claimed_at'])
    .where('status', '=', 'IN_PROGRESS')
    .where((eb) => eb.or([eb('claimed_at', 'is', null), eb('claimed_at', '<', now - STALE_MS)]))
    .orderBy('created_at')
    .limit(5)
    .execute()
  for (const candidate of candidates) {
    const taken = await db
      .updateTable('account_images')
      .set({ claimed_at: now, attempts: sql`attempts + 1` })
      .where('image_uuid', '=', candidate.image_uuid)
      .where('status', '=', 'IN_PROGRESS')
      .where((eb) =>
        candidate.claimed_at === null
          ? eb('claimed_at', 'is', null)
          : eb('claimed_at', '=', candidate.claimed_at),
      )
      .executeTakeFirst()
    if (Number(taken.numUpdatedRows) === 1)
      return db
        .selectFrom('account_images')
        .selectAll()
        .where('image_uuid', '=', candidate.image_uuid)
        .executeTakeFirstOrThrow()
  }
  return null
}

/**
 * The imagesUploadStatus an embed's images give it: FAILED if any image it uses failed, else
 * IN_PROGRESS if any is still being resized, else null.
 */
export async function embedImagesStatus(
  db: ImagesDB,
  embedUUID: string,
): Promise<'IN_PROGRESS' | 'FAILED' | null> {
  const embed = await db
    .selectFrom('embeds')
    .select(['account_uuid', 'partner_logo_url'])
    .where('embed_uuid', '=', embedUUID)
    .executeTakeFirst()
  if (!embed) return null
  const pending = await db
    .selectFrom('account_images')
    .select(['image_uuid', 'status'])
    .where('account_uuid', '=', embed.account_uuid)
    .where('status', '!=', 'DONE')
    .execute()
  if (!pending.length) return null
  const contents = await db
    .selectFrom('embed_contents')
    .select('properties')
    .where('embed_uuid', '=', embedUUID)
    .execute()
  const addons = await db
    .selectFrom('embed_addons')
    .select('data')
    .where('embed_uuid', '=', embedUUID)
    .execute()
  const text = [
    embed.partner_logo_url ?? '',
    ...contents.map((c) => c.properties),
    ...addons.map((a) => a.data),
  ].join('\n')
  const used = pending.filter((p) => text.includes(p.image_uuid))
  if (used.some((p) => p.status === 'FAILED')) return 'FAILED'
  return used.length ? 'IN_PROGRESS' : null
}

/** Brings one embed's imagesUploadStatus up to date (after a save, API-44). */
export async function updateEmbedImagesStatus(db: Kysely<Database>, embedUUID: string) {
  const idb = imagesDb(db)
  await idb
    .updateTable('embeds')
    .set({ images_upload_status: await embedImagesStatus(idb, embedUUID) })
    .where('embed_uuid', '=', embedUUID)
    .execute()
}

/** Brings imagesUploadStatus up to date on every embed of the account that uses the image. */
export async function refreshEmbedsUsing(
  db: ImagesDB,
  accountUUID: string,
  imageUUID: string,
): Promise<void> {
  const pattern = `%${imageUUID}%`
  const embeds = await db
    .selectFrom('embeds')
    .select('embed_uuid')
    .where('account_uuid', '=', accountUUID)
    .where((eb) =>
      eb.or([
        eb('partner_logo_url', 'like', pattern),
        eb.exists(
          eb
            .selectFrom('embed_contents')
            .select('content_uuid')
            .whereRef('embed_contents.embed_uuid', '=', 'embeds.embed_uuid')
            .where('properties', 'like', pattern),
        ),
        eb.exists(
          eb
            .selectFrom('embed_addons')
            .select('kind')
            .whereRef('embed_addons.embed_uuid', '=', 'embeds.embed_uuid')
            .where('data', 'like', pattern),
        ),
      ]),
    )
    .execute()
  for (const { embed_uuid } of embeds) {
    await db
      .updateTable('embeds')
      .set({ images_upload_status: await embedImagesStatus(db, embed_uuid) })
      .where('embed_uuid', '=', embed_uuid)
      .execute()
  }
}

/** Runs one claimed job to its end. */
async function run(
  db: ImagesDB,
  store: FileStore,
  job: NonNullable<Awaited<ReturnType<typeof claim>>>,
) {
  let done: { width: number; height: number } | null = null
  try {
    done = await resize(store, job.stored_name, job.content_type)
  } catch {
    done = null
  }
  if (!done && job.attempts < MAX_ATTEMPTS && !(await isUnreadable(store, job.stored_name))) {
    // A passing failure (disk): release the claim for another try.
    await db
      .updateTable('account_images')
      .set({ claimed_at: null })
      .where('image_uuid', '=', job.image_uuid)
      .execute()
    return
  }
  await db
    .updateTable('account_images')
    .set(
      done
        ? { status: 'DONE', width: done.width, height: done.height, finished_at: Date.now() }
        : { status: 'FAILED', finished_at: Date.now() },
    )
    .where('image_uuid', '=', job.image_uuid)
    .where('status', '=', 'IN_PROGRESS')
    .execute()
  await refreshEmbedsUsing(db, job.account_uuid, job.image_uuid)
}

/** True when the original is there but sharp cannot decode it (retrying will not help). */
async function isUnreadable(store: FileStore, storedName: string): Promise<boolean> {
  let bytes: Buffer
  try {
    bytes = await store.read(storedName)
  } catch {
    return false
  }
  try {
    await sharp(bytes).stats()
    return false
  } catch {
    return true
  }
}

const workers = new WeakMap<object, { again: boolean; work: Promise<void> }>()

/**
 * Works through every waiting job; one worker per database in this process (a call while one
 * runs makes it look again before it stops). Errors are logged, never thrown to the caller.
 */
export function runImageJobs(db: ImagesDB, store: FileStore): Promise<void> {
  const current = workers.get(db)
  if (current) {
    current.again = true
    return current.work
  }
  const state = { again: false, work: Promise.resolve() }
  state.work = (async () => {
    try {
      do {
        state.again = false
        for (;;) {
          const job = await claim(db, Date.now())
          if (!job) break
          await run(db, store, job)
        }
      } while (state.again)
    } catch (error) {
      log.error({ err: error }, 'image jobs failed')
    } finally {
      workers.delete(db)
    }
  })()
  workers.set(db, state)
  return state.work
}
