/**
 * Carries the public cache's invalidations between server processes on one PostgreSQL database:
 * each process `LISTEN`s on one channel on a connection of its own, and an invalidation made in
 * any process is sent with `pg_notify` (PostgreSQL delivers it to every listener, the sender
 * included, which ignores its own). A write in one process thus drops the entries of the others
 * within milliseconds. When the listening connection is lost, notifications may have been missed:
 * the process clears its whole cache and listens again.
 *
 * SQLite serves one process, so it needs no bus (and PGlite runs in one process too).
 */
import { randomUUID } from 'node:crypto'
import pg from 'pg'
import { ALL, type PublicCache } from './public-cache'
import { log } from './log'

export const CACHE_CHANNEL = 'pp_public_cache'
/** pg_notify payloads are limited to 8000 bytes: larger invalidations are split. */
const PAYLOAD_MAX = 7000

interface Message {
  from: string
  tags: string[]
}

export interface CacheBus {
  close(): Promise<void>
}

/** Connects `cache` to the other processes on the PostgreSQL database at `url`. */
export async function startCacheBus(url: string, cache: PublicCache): Promise<CacheBus> {
  const me = randomUUID()
  let closed = false
  let listener: pg.Client | null = null
  // Sends go through a connection of their own, so a slow send never holds the listener.
  const sender = new pg.Pool({ connectionString: url, max: 1 })
  sender.on('error', () => undefined)

  const listen = async (): Promise<void> => {
    const client = new pg.Client({ connectionString: url })
    client.on('notification', (note) => {
      if (note.channel !== CACHE_CHANNEL || !note.payload) return
      try {
        const message = JSON.parse(note.payload) as Message
        if (message.from === me) return
        if (message.tags.includes(ALL)) cache.clear(true)
        else cache.invalidate(message.tags, true)
      } catch {
        cache.clear(true)
      }
    })
    client.on('error', () => undefined)
    client.on('end', () => {
      if (closed) return
      // Invalidations sent while nobody listened are lost: forget everything, then listen again.
      cache.clear(true)
      listener = null
      setTimeout(() => void listen().catch(() => undefined), 500).unref()
    })
    await client.connect()
    await client.query(`LISTEN ${CACHE_CHANNEL}`)
    listener = client
    cache.clear(true)
  }
  await listen()

  cache.publish = (tags) => {
    const batches: string[][] = [[]]
    let size = 0
    for (const tag of tags) {
      if (size + tag.length > PAYLOAD_MAX) {
        batches.push([])
        size = 0
      }
      batches.at(-1)!.push(tag)
      size += tag.length + 3
    }
    for (const batch of batches) {
      const payload = JSON.stringify({ from: me, tags: batch } satisfies Message)
      sender
        .query('select pg_notify($1, $2)', [CACHE_CHANNEL, payload])
        .catch((err: unknown) => log.error({ err }, 'cache invalidation not sent'))
    }
  }

  return {
    async close() {
      closed = true
      cache.publish = () => {}
      await listener?.end().catch(() => undefined)
      await sender.end().catch(() => undefined)
    },
  }
}
