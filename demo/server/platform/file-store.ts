/**
 * Where uploaded files live (tax forms, embed images and their web sizes, commenting images):
 * under server-chosen names, never a user's. On SQLite, files in `uploadsDir` (one machine, as
 * the database). On PostgreSQL, in the database itself (`stored_files`), so every server process
 * on every machine reads what any of them stored, and a database backup holds them too.
 */
import { mkdir, readFile, unlink, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { DB } from './db'
import { kindOf } from './dialect'

export interface FileStore {
  /** Stores `bytes` under `name` (server-made names; a retried resize writes its sizes again). */
  write(name: string, bytes: Uint8Array): Promise<void>
  /** The bytes under `name`; rejects when there are none. */
  read(name: string): Promise<Buffer>
  /** Removes `name` (nothing when absent). */
  remove(name: string): Promise<void>
}

/** Files under `dir` (SQLite: one machine). */
export function diskStore(dir: string): FileStore {
  return {
    async write(name, bytes) {
      await mkdir(dir, { recursive: true })
      await writeFile(join(dir, name), bytes, { mode: 0o600 })
    },
    read: (name) => readFile(join(dir, name)),
    remove: (name) => unlink(join(dir, name)).catch(() => undefined),
  }
}

/** Rows of `stored_files` (PostgreSQL: shared by every process). */
export function databaseStore(db: DB): FileStore {
  return {
    async write(name, bytes) {
      await db
        .insertInto('stored_files')
        .values({ name, bytes: Buffer.from(bytes), created_at: Date.now() })
        .onConflict((oc) => oc.column('name').doUpdateSet({ bytes: Buffer.from(bytes) }))
        .execute()
    },
    async read(name) {
      const row = await db
        .selectFrom('stored_files')
        .select('bytes')
        .where('name', '=', name)
        .executeTakeFirst()
      if (!row) throw Object.assign(new Error(`No stored file ${name}`), { code: 'ENOENT' })
      return Buffer.from(row.bytes)
    },
    async remove(name) {
      await db.deleteFrom('stored_files').where('name', '=', name).execute()
    },
  }
}

/** The store for this database: in it on PostgreSQL, beside it on SQLite. */
export function fileStoreFor(db: DB, uploadsDir: string): FileStore {
  return kindOf(db) === 'sqlite' ? diskStore(uploadsDir) : databaseStore(db)
}
