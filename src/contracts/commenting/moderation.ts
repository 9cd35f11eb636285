/**
 * Comment moderation (beyond the spec): a unit's queue of held and reported comments, the
 * moderator's actions, bans and word lists. The calls half of the contract; tenant-checked (404
 * for another account's unit, comment or commenter).
 */
import { calls, callsOn } from '../define'

const { get, post, put, del } = callsOn('commenting')

const UNIT = '/v1/commenting-units/:unitUUID/moderation'

export const moderationCalls = calls({
  queue: get(
    `${UNIT}/comments`,
    'OPEN-moderation-queue',
    'One page of a queue (PENDING, REPORTED, APPROVED, REJECTED), newest first, with the counts',
  ),
  act: post(
    `${UNIT}/actions`,
    'OPEN-moderation-act',
    'Approve, reject, feature or unfeature up to 100 comments at once',
  ),
  bans: get(`${UNIT}/bans`, 'OPEN-moderation-bans', "The unit's bans in force, newest first"),
  ban: post(
    `${UNIT}/bans`,
    'OPEN-moderation-ban',
    'Ban a commenter for a day, a week or for good, with a reason they are shown',
    201,
  ),
  liftBan: del(`${UNIT}/bans/:banUUID`, 'OPEN-moderation-lift-ban', 'Lift a ban', 204),
  wordLists: get(
    `${UNIT}/word-lists`,
    'OPEN-moderation-word-lists',
    "The unit's banned and suspect words",
  ),
  saveWordLists: put(
    `${UNIT}/word-lists`,
    'OPEN-moderation-save-word-lists',
    'Save the banned and suspect words (at most 200 each)',
  ),
})
