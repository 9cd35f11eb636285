/**
 * Comment notifications (beyond the spec, issue 30): the calls half of the contract. The links of
 * the e-mails (confirm an address, unsubscribe) need no session: the random token in the link is
 * the proof, and they answer a small page. The unsubscribe link also takes the one-click POST of
 * mail clients (RFC 8058, the `List-Unsubscribe-Post` header). A unit's digest of pending comments
 * for its moderators is read and set in the portal, tenant-checked (404 for another account's unit).
 */
import { calls, callsOn } from '../define'

const { get, post, put } = callsOn('commenting')

const LINKS = '/public/v1/notifications'

export const notifyCalls = calls({
  confirm: get(
    `${LINKS}/confirm`,
    'OPEN-commenting-notify-confirm',
    "Confirm a commenter's address for reply e-mails (the confirmation e-mail's link)",
  ),
  unsubscribe: get(
    `${LINKS}/unsubscribe`,
    'OPEN-commenting-notify-unsubscribe',
    'Stop the reply e-mails (the link in each one; no sign-in)',
  ),
  oneClickUnsubscribe: post(
    `${LINKS}/unsubscribe`,
    'OPEN-commenting-notify-one-click',
    "Stop the reply e-mails from a mail client's unsubscribe button (RFC 8058)",
  ),
  digest: get(
    '/v1/commenting-units/:unitUUID/moderation/digest',
    'OPEN-moderation-digest',
    "The unit's digest of pending comments for its moderators (off, hourly or daily)",
  ),
  saveDigest: put(
    '/v1/commenting-units/:unitUUID/moderation/digest',
    'OPEN-moderation-save-digest',
    "Set the unit's digest of pending comments (off, hourly or daily)",
  ),
})
