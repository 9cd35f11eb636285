/** The images service's table (migration.ts), added to the database's type where it is used. */
import type { Kysely } from 'kysely'
import type { UploadStatus } from '../../../src/areas/embeds/lib/images-rules'
import type { Database } from '../platform/schema'

export type AccountImagesTable = {
  image_uuid: string
  account_uuid: string
  uploaded_by: string | null
  logo: number
  workflow_step: string
  content_type: string
  stored_name: string
  size: number
  width: number
  height: number
  status: UploadStatus
  claimed_at: number | null
  attempts: number
  created_at: number
  finished_at: number | null
}

export type ImagesTables = {
  account_images: AccountImagesTable
}

export type ImagesDB = Kysely<Database & ImagesTables>

const typed = new WeakMap<Kysely<Database>, ImagesDB>()

/** The database with the images table in its type (one object per database). */
export function imagesDb(db: Kysely<Database>): ImagesDB {
  let found = typed.get(db)
  if (!found) {
    found = db.withTables<ImagesTables>()
    typed.set(db, found)
  }
  return found
}
