/** The spec's texts of the commenting area (spec 002 §2, §8; COM-01..42) and the inventory's defaults. */
import type { MigrationStatus } from './commenting-rules'

export const TEXT = {
  // access (COM-02..06)
  requestButton: 'Request the commenting unit',
  createButton: 'Create the commenting unit',
  requestReceived: 'Request received!',
  requestSent: 'Your request was sent successfully.',
  requestFailed: 'There was an issue making your request.',
  fetchFailed: 'There was an issue fetching your commenting data.',
  createFailed: 'There was an issue creating the content unit',
  approveFailed: 'There was an issue approving this account.',
  requestMoved: 'Commenting Request has been moved to the new portal',
  requestMovedButton: 'Go to Commenting',
  // configuration (COM-09..31)
  configMoved: 'Commenting Configuration has been moved to the new portal',
  configMovedButton: 'Go to Commenting Configuration',
  configFetchFailed: 'There was a problem fetching your commenting settings for this site.',
  codeFetchFailed: 'There was a problem fetching Ratings Unit Code.',
  invalidFields: 'Cannot save: invalid fields',
  /** The leave dialog (PAY-17's texts): "The changes you made to … will be lost." */
  unsavedWhat: 'your commenting settings',
  invalidColors: 'Cannot save: invalid colors',
  treeTip: 'Max value for each item is 25',
  generalSaved: 'General updated.',
  generalFailed: 'There was an issue updating your general settings.',
  moderationSaved: 'Moderation updated.',
  moderationFailed: 'There was an issue updating your moderation settings.',
  treeSaved: 'Comments Tree updated.',
  treeFailed: 'There was an issue updating the comments tree',
  colorSaved: 'Color scheme updated.',
  colorFailed: 'There was an issue updating the color scheme.',
  avatarSaved: 'User Avatars updated.',
  avatarFailed: 'There was an issue updating the avatar pack',
  communitySaved: 'Community updated.',
  communityFailed: 'There was an issue updating the community',
  imageFailed: 'There was an issue uploading the image.',
  imageTooLarge: 'This image is too large.',
  imageType: 'File type not supported. Please use PNG, JPEG, or GIF file format.',
  // add-ons (COM-32..36)
  addonsFetchFailed: 'There was an issue fetching AddOns settings.',
  addonCreateFailed: 'There was an issue creating the add-on setting.',
  addonSaved: (label: string) => `${label} add-ons setting updated.`,
  addonFailed: (label: string) => `There was an issue updating the ${label} add-ons setting.`,
  // statistics, export (COM-37..40)
  statsFetchFailed: 'There was an issue fetching the statistics',
  statsNoData: 'There is no statistics data to export.',
  statsExportFailed: 'There was an issue exporting the statistics',
  exportIntro: 'Export user data as a CSV or XML',
  exportCsv: 'Export as CSV',
  exportXml: 'Export as XML',
  exportNoData: 'No commenting recorded yet to the selected site.',
  exportFailed: 'There was an error on exporting the Commenting analytics.',
} as const

/** COM-07: the manager's tabs, code first (the default). */
export const TABS = [
  { id: 'code', label: 'Code' },
  { id: 'configuration', label: 'Configuration' },
  // Beyond the spec (docs/deviations.md): the moderation queue.
  { id: 'moderation', label: 'Moderation' },
  { id: 'addons', label: 'Add-ons' },
  { id: 'statistics', label: 'Statistics' },
  { id: 'export', label: 'Export' },
  { id: 'advanced', label: 'Advanced' },
] as const
export type TabId = (typeof TABS)[number]['id']

/**
 * COM-41: `Status: {migration status}` names the status in a publisher's words; the spec gives
 * only the values (READY, STARTED, COMPLETED, NOT_REQUIRED).
 */
export const MIGRATION_STATUS_TEXT: Record<MigrationStatus, string> = {
  READY: 'Ready to migrate',
  STARTED: 'Migration in progress',
  COMPLETED: 'Migration completed',
  NOT_REQUIRED: 'No migration needed',
}

/** COM-34: the add-on labels used in the messages. */
export const ADDON_LABELS = {
  'comments-counters': 'Comments Counter',
  community: 'Community',
} as const

/** COM-40: export errors show after 1.5 s. */
export const EXPORT_ERROR_DELAY_MS = 1500
