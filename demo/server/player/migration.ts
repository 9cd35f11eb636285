/**
 * Migration 0007: the player's in-view time (issue 9). The embed player reports how long each card
 * was in view; it is kept on the card's own row of the engagement facts (option_uuid ''), by New
 * York day like the other measures there.
 */
import type { Kysely, Migration } from 'kysely'
import { portable } from '../migrations/portable'
import { addColumn } from '../migrations/kit'

export const playerInviewMigration: Migration = {
  async up(db: Kysely<unknown>) {
    const { int } = portable(db)
    await addColumn(db, 'embed_engagement_daily', 'inview_ms', [int, 'not null', { default: 0 }])
  },
}
