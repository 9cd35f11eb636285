/**
 * Migration 0019: readers on a page (beyond the spec, issue 30). The unit's presence call records
 * a page view's random visitor key per unit and page with when it was last seen; the active-users
 * indicator counts those seen within the last minute. Every process reads and writes the same
 * rows, so the count holds across server processes. Old rows are deleted by the call itself.
 */
import type { Kysely, Migration } from 'kysely'
import { portable } from '../migrations/portable'
import { cascade, clustered, compositeKey, index, table } from '../migrations/kit'

export const commentingPresenceMigration: Migration = {
  async up(db: Kysely<unknown>) {
    const { int } = portable(db)
    await table(
      db,
      'commenting_presence',
      {
        unit_uuid: ['text', cascade('commenting_units.unit_uuid')],
        page_id: ['text', 'not null'],
        visitor_key: ['text', 'not null'],
        // ms
        seen_at: [int, 'not null'],
      },
      compositeKey('commenting_presence_pk', ['unit_uuid', 'page_id', 'visitor_key']),
      clustered(db),
    )
    await index(db, 'commenting_presence_seen', 'commenting_presence', ['seen_at'])
  },
}
