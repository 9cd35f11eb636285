/**
 * Schema migrations, in order, one file each. Never edit a landed one: add the next. Each runs on
 * SQLite and PostgreSQL (portable.ts); a service's own migration lives in its folder.
 */
import type { Migration } from 'kysely'
import { commentingAaColorsMigration } from '../commenting/colors-migration'
import { commentMarkAddressesMigration } from '../commenting/marks-migration'
import { commentingMigration } from '../commenting/migration'
import { commentModerationMigration } from '../commenting/moderation-migration'
import { commentNotifyMigration } from '../commenting/notify-migration'
import { commentingPresenceMigration } from '../commenting/presence-migration'
import { embedBuilderMigration } from '../embeds/builder-migration'
import { embedsMigration } from '../embeds/migration'
import { imagesMigration } from '../images/migration'
import { storedFilesMigration } from '../files/migration'
import { foundation } from './0001_foundation'
import { accountSettings } from './0002_account_settings'
import { paymentMethodOrder } from './0004_payment_method_order'
import { playerInviewMigration } from '../player/migration'
import { embedLastLoadMigration } from '../player/loads-migration'
import { metricsMigration } from '../metrics/migration'
import { rollupsMigration } from '../metrics/rollups-migration'
import { reportsMigration } from '../reports/migration'
import { ratingsMigration } from '../ratings/migration'

export const migrations: Record<string, Migration> = {
  '0001_foundation': foundation,
  '0002_account_settings': accountSettings,
  '0003_commenting': commentingMigration,
  '0004_payment_method_order': paymentMethodOrder,
  '0005_embeds': embedsMigration,
  '0006_embed_builder': embedBuilderMigration,
  '0007_player_inview': playerInviewMigration,
  '0008_images': imagesMigration,
  '0009_metrics': metricsMigration,
  '0010_metric_rollups': rollupsMigration,
  '0011_reports': reportsMigration,
  '0012_ratings': ratingsMigration,
  '0013_embed_last_load': embedLastLoadMigration,
  '0014_comment_mark_addresses': commentMarkAddressesMigration,
  '0015_commenting_aa_colors': commentingAaColorsMigration,
  '0016_stored_files': storedFilesMigration,
  '0017_comment_moderation': commentModerationMigration,
  '0018_comment_notifications': commentNotifyMigration,
  '0019_commenting_presence': commentingPresenceMigration,
}
