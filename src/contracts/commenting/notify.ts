/**
 * Comment notifications (beyond the spec, issue 30): the calls half of the contract. The links of
 * the e-mails (confirm an address, unsubscribe) need no session: the random token in the link is
 * the proof, and they answer a small page. The unsubscribe link also takes the one-click POST of
 * mail clients (RFC 8058, the `List-Unsubscribe-Post` header). A unit's digest of pending comments
 * for its moderators is read and set in the portal, tenant-checked (404 for another account's unit).
 */
import { calls } from '../define'

const LINKS = '/public/v1/notifications'

export const notifyCalls = calls({
  confirm: {
    id: 'OPEN-commenting-notify-confirm',
    service: 'commenting',
    method: 'GET',
    path: `${LINKS}/confirm`,
    summary: "Confirm a commenter's address for reply e-mails (the confirmation e-mail's link)",
  },
  unsubscribe: {
    id: 'OPEN-commenting-notify-unsubscribe',
    service: 'commenting',
    method: 'GET',
    path: `${LINKS}/unsubscribe`,
    summary: 'Stop the reply e-mails (the link in each one; no sign-in)',
  },
  oneClickUnsubscribe: {
    id: 'OPEN-commenting-notify-one-click',
    service: 'commenting',
    method: 'POST',
    path: `${LINKS}/unsubscribe`,
    summary: "Stop the reply e-mails from a mail client's unsubscribe button (RFC 8058)",
  },
  digest: {
    id: 'OPEN-moderation-digest',
    service: 'commenting',
    method: 'GET',
    path: '/v1/commenting-units/:unitUUID/moderation/digest',
    summary: "The unit's digest of pending comments for its moderators (off, hourly or daily)",
  },
  saveDigest: {
    id: 'OPEN-moderation-save-digest',
    service: 'commenting',
    method: 'PUT',
    path: '/v1/commenting-units/:unitUUID/moderation/digest',
    summary: "Set the unit's digest of pending comments (off, hourly or daily)",
  },
})
