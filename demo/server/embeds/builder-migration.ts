/**
 * Migration 0006: what the embed builder needs beyond 0005. `creation_completed` tells the
 * builder's new-embed flow (arrow steps, Save on add_ons, confetti on code) from the update flow:
 * the name dialog creates the embed with 0 and the first save at the add_ons or code step sets
 * it to 1; embeds that existed before are complete. `show_profiling_questions` keeps the
 * revenue.profilingQuestions flag of the save body (BLD-63, BLD-68).
 */
import type { Kysely, Migration } from 'kysely'
import { portable } from '../migrations/portable'
import { addColumn } from '../migrations/kit'

export const embedBuilderMigration: Migration = {
  async up(db: Kysely<unknown>) {
    const { int } = portable(db)
    await addColumn(db, 'embeds', 'creation_completed', [int, 'not null', { default: 1 }])
    await addColumn(db, 'embeds', 'show_profiling_questions', [int, 'not null', { default: 0 }])
  },
}
