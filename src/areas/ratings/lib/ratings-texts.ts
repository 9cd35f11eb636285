/** The spec's texts of the ratings area (spec 002 §2, §8; RAT-01..23) and the inventory's defaults. */
import { EXPORT_NONE, LEAVE_RATING } from './ratings-rules'

export const TEXT = {
  // access (RAT-04..07)
  requestTitle: 'Unlock No-Frills Content Rating',
  requestButton: 'Request Early Access to the Ratings Unit',
  requestReceived: 'Request received!',
  requestReceivedBody:
    "Your account manager will be in touch. We'll email you a confirmation once Ratings is activated.",
  requestApproved: 'Your request was approved',
  requestSent: 'Your request was sent successfully',
  requestFailed: 'There was an issue making your request.',
  approveConfirm: 'Are you sure you want to automatically approve rating for this publisher?',
  approve: 'Approve',
  cancel: 'Cancel',
  approveFailed: 'There was an issue approving this account.',
  fetchFailed: 'There was a problem fetching Ratings Data.',
  // manager (RAT-08..12)
  website: 'Website',
  /** The leave dialog (PAY-17's texts): "The changes you made to … will be lost." */
  unsavedWhat: 'your ratings settings',
  testPage: 'Test Page',
  tabs: { code: 'Code', configuration: 'Configuration', addons: 'Add-ons', analytics: 'Analytics' },
  headerCode: 'Header Code',
  unitCode: 'Ratings Unit Code',
  headerNote: 'The header code is the same for all hard-coded units; add it once per page.',
  replaceNote: 'Replace {articleURL} (and {extPageId}) with your values.',
  unitCodeFailed: 'There was a problem fetching Ratings Unit Code.',
  // configuration (RAT-14..18)
  invalidFields: 'Please update invalid fields.',
  generalSaved: 'General Settings Updated',
  generalFailed: 'There was a problem fetching Ratings Data.',
  background: 'Background',
  primaryText: 'Primary Text',
  branding: 'Branding',
  invalidColors: 'Cannot save: invalid colors',
  colorSaved: 'Color Scheme Updated',
  colorFailed: 'There was an issue updating the color scheme.',
  thanks: 'Thanks for your rating!',
  leaveRating: LEAVE_RATING,
  save: 'Save',
  // add-ons (RAT-19..21)
  counter: 'Ratings Counter',
  counterCode: 'Ratings Counter Code',
  fullStars: 'Show Only Full Stars For Ratings',
  addonSaved: 'Successfully updated add-on settings.',
  addonFailed: 'There was an issue updating the add-on setting.',
  addonCodeFailed: 'There was an issue fetching the code.',
  // analytics (RAT-22, RAT-23)
  exportTitle: 'Export Events Analytics for Ratings in Your Site',
  exportCsv: 'Export as CSV',
  exportXml: 'Export as XML',
  exportNone: EXPORT_NONE,
  exportFailed: 'There was an error on exporting the ratings analytics.',
  downloadFailed: 'There was an error downloading the exported file.',
  exportCsvTip:
    'A CSV file (opens in Excel or Sheets) with each page that has the Ratings Unit: the total ratings recorded and the current average rating.',
  exportXmlTip:
    'An XML file with each page that has the Ratings Unit: the total ratings recorded and the current average rating, for importing into other systems.',
  exportingCsv: 'Exporting CSV…',
  exportingXml: 'Exporting XML…',
} as const

/** RAT-09: the manager's tabs and their slugs (OPEN: slugs, defaults of the inventory). */
export const TABS = [
  { id: 'code', label: TEXT.tabs.code },
  { id: 'configuration', label: TEXT.tabs.configuration },
  { id: 'addons', label: TEXT.tabs.addons },
  { id: 'analytics', label: TEXT.tabs.analytics },
] as const
export type TabId = (typeof TABS)[number]['id']

/** RAT-05: the manager is shown this long after an immediate approval. */
export const APPROVED_DELAY_MS = 100
