/**
 * Comment moderation (beyond the spec): a unit's queue of held and reported comments, the
 * moderator's actions, bans and word lists. The calls half of the contract; tenant-checked (404
 * for another account's unit, comment or commenter).
 */
import { calls } from '../define'

const UNIT = '/v1/commenting-units/:unitUUID/moderation'

export const moderationCalls = calls({
  queue: {
    id: 'OPEN-moderation-queue',
    service: 'commenting',
    method: 'GET',
    path: `${UNIT}/comments`,
    summary:
      'One page of a queue (PENDING, REPORTED, APPROVED, REJECTED), newest first, with the counts',
  },
  act: {
    id: 'OPEN-moderation-act',
    service: 'commenting',
    method: 'POST',
    path: `${UNIT}/actions`,
    summary: 'Approve, reject, feature or unfeature up to 100 comments at once',
  },
  bans: {
    id: 'OPEN-moderation-bans',
    service: 'commenting',
    method: 'GET',
    path: `${UNIT}/bans`,
    summary: "The unit's bans in force, newest first",
  },
  ban: {
    id: 'OPEN-moderation-ban',
    service: 'commenting',
    method: 'POST',
    path: `${UNIT}/bans`,
    summary: 'Ban a commenter for a day, a week or for good, with a reason they are shown',
    status: 201,
  },
  liftBan: {
    id: 'OPEN-moderation-lift-ban',
    service: 'commenting',
    method: 'DELETE',
    path: `${UNIT}/bans/:banUUID`,
    summary: 'Lift a ban',
    status: 204,
  },
  wordLists: {
    id: 'OPEN-moderation-word-lists',
    service: 'commenting',
    method: 'GET',
    path: `${UNIT}/word-lists`,
    summary: "The unit's banned and suspect words",
  },
  saveWordLists: {
    id: 'OPEN-moderation-save-word-lists',
    service: 'commenting',
    method: 'PUT',
    path: `${UNIT}/word-lists`,
    summary: 'Save the banned and suspect words (at most 200 each)',
  },
})
