import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import {
  afterMark,
  aiScore,
  AUTO_BLOCK_ADDRESSES,
  COMMENT_MAX,
  hasLink,
  MARKER_MIN_AGE_MS,
  markCounts,
  mediaKindOf,
  moderate,
  userTypeAllows,
  type CommentDraft,
  type Context,
  type ModerationInput,
} from '../../src/areas/commenting/lib/moderation-rules'

const SETTINGS: ModerationInput = {
  moderationType: 'POST_MODERATION',
  commentingUserType: 'EVERY_USER',
  isMediaContentEnabled: true,
  isImagesEnabled: true,
  isGifsEnabled: true,
  isVideosEnabled: true,
  blockCommentsWithLink: false,
}
const DRAFT: CommentDraft = {
  text: 'A fair point about the bridge.',
  anonymous: false,
  isReply: false,
}
const CTX: Context = { repliesOff: false, authorBlocked: false }
const AI_ON = { isAIModerationEnabled: true, minApprovalScore: 1, maxApprovalScore: 3 }

const verdict = (
  settings: Partial<ModerationInput> = {},
  draft: Partial<CommentDraft> = {},
  ctx: Partial<Context> = {},
) => moderate({ ...SETTINGS, ...settings }, { ...DRAFT, ...draft }, { ...CTX, ...ctx })

describe('moderate(): published', () => {
  it('COM-19: post-moderation publishes at once, removable after review', () => {
    assert.deepEqual(verdict(), {
      outcome: 'PUBLISHED',
      reason: 'Published at once; it can be removed after review.',
      score: undefined,
    })
  })
  it('no moderation publishes with its own reason', () => {
    const v = verdict({ moderationType: 'NO_MODERATION' })
    assert.equal(v.outcome, 'PUBLISHED')
    assert.equal(v.reason, 'Published: comments are not moderated.')
  })
  it('a clean comment under AI moderation is published with its score', () => {
    const v = verdict({ advancedSettings: AI_ON })
    assert.equal(v.outcome, 'PUBLISHED')
    assert.equal(v.score, 0)
  })
  it('an AI score equal to the minimum still publishes', () => {
    // "stupid" scores 2; with min 2 it is not above the minimum.
    const v = verdict({ advancedSettings: { ...AI_ON, minApprovalScore: 2 } }, { text: 'stupid' })
    assert.equal(v.outcome, 'PUBLISHED')
    assert.equal(v.score, 2)
  })
  it('AI settings that are switched off do not score', () => {
    const v = verdict(
      { advancedSettings: { ...AI_ON, isAIModerationEnabled: false } },
      {
        text: 'idiot moron liar',
      },
    )
    assert.equal(v.outcome, 'PUBLISHED')
    assert.equal(v.score, undefined)
  })
  it('trims the text before checking it', () => {
    assert.equal(verdict({}, { text: '   hello   ' }).outcome, 'PUBLISHED')
  })
  it('a reply is allowed while replies are on', () => {
    assert.equal(verdict({}, { isReply: true }).outcome, 'PUBLISHED')
  })
  it('allowed media pass', () => {
    for (const media of ['image', 'gif', 'video'] as const)
      assert.equal(verdict({}, { media }).outcome, 'PUBLISHED', media)
  })
})

describe('moderate(): held', () => {
  it('COM-19: pre-moderation holds every comment', () => {
    assert.deepEqual(verdict({ moderationType: 'PRE_MODERATION' }), {
      outcome: 'HELD',
      reason: 'Held for review: every comment is approved before it shows.',
      score: undefined,
      rule: 'PRE_MODERATION',
    })
  })
  it('COM-20: an AI score above the minimum (not above the maximum) is held', () => {
    const v = verdict({ advancedSettings: AI_ON }, { text: 'what a stupid plan' })
    assert.deepEqual(v, {
      outcome: 'HELD',
      reason: 'Held for review: the rule-based score is 2 of 6.',
      score: 2,
      rule: 'SCORE',
    })
  })
  it('pre-moderation with AI on keeps the score', () => {
    const v = verdict(
      { moderationType: 'PRE_MODERATION', advancedSettings: AI_ON },
      { text: 'stupid' },
    )
    assert.equal(v.outcome, 'HELD')
    assert.equal(v.score, 2)
  })
})

describe('moderate(): refused, each reason', () => {
  it('an empty or blank comment', () => {
    for (const text of ['', '    \n '])
      assert.deepEqual(verdict({}, { text }), {
        outcome: 'REFUSED',
        reason: 'The comment is empty.',
      })
  })
  it(`a comment over ${COMMENT_MAX} characters; exactly ${COMMENT_MAX} passes`, () => {
    assert.deepEqual(verdict({}, { text: 'a'.repeat(COMMENT_MAX + 1) }), {
      outcome: 'REFUSED',
      reason: 'Comments are limited to 2000 characters.',
    })
    assert.equal(verdict({}, { text: 'a'.repeat(COMMENT_MAX) }).outcome, 'PUBLISHED')
  })
  it('COM-18: a blocked author', () => {
    assert.deepEqual(verdict({}, {}, { authorBlocked: true }), {
      outcome: 'REFUSED',
      reason: 'This commenter was blocked after repeated reports.',
    })
  })
  it('COM-19: anonymous where only signed-up users may comment', () => {
    assert.deepEqual(verdict({ commentingUserType: 'ONLY_AUTHORIZED_USER' }, { anonymous: true }), {
      outcome: 'REFUSED',
      reason: 'Only signed-up users may comment here.',
    })
    assert.equal(verdict({ commentingUserType: 'ONLY_AUTHORIZED_USER' }).outcome, 'PUBLISHED')
  })
  it('COM-19: named where only anonymous comments are allowed', () => {
    assert.deepEqual(verdict({ commentingUserType: 'ONLY_ANONYMOUSE_USER' }), {
      outcome: 'REFUSED',
      reason: 'Only anonymous comments are allowed here.',
    })
    assert.equal(
      verdict({ commentingUserType: 'ONLY_ANONYMOUSE_USER' }, { anonymous: true }).outcome,
      'PUBLISHED',
    )
  })
  it('a reply while replies are turned off; a top-level comment still passes', () => {
    assert.deepEqual(verdict({}, { isReply: true }, { repliesOff: true }), {
      outcome: 'REFUSED',
      reason: 'Replies are turned off.',
    })
    assert.equal(verdict({}, {}, { repliesOff: true }).outcome, 'PUBLISHED')
  })
  it('a link when links are blocked; allowed when not', () => {
    const text = 'See https://example.com for more'
    assert.deepEqual(verdict({ blockCommentsWithLink: true }, { text }), {
      outcome: 'REFUSED',
      reason: 'Comments with links are not allowed.',
    })
    assert.equal(verdict({ blockCommentsWithLink: false }, { text }).outcome, 'PUBLISHED')
    assert.equal(verdict({ blockCommentsWithLink: true }).outcome, 'PUBLISHED')
  })
  it('media while media content is off', () => {
    assert.deepEqual(verdict({ isMediaContentEnabled: false }, { media: 'image' }), {
      outcome: 'REFUSED',
      reason: 'Images are not allowed.',
    })
  })
  it('each media kind switched off on its own', () => {
    assert.equal(
      verdict({ isImagesEnabled: false }, { media: 'image' }).reason,
      'Images are not allowed.',
    )
    assert.equal(
      verdict({ isGifsEnabled: false }, { media: 'gif' }).reason,
      'GIFs are not allowed.',
    )
    assert.equal(
      verdict({ isVideosEnabled: false }, { media: 'video' }).reason,
      'Videos are not allowed.',
    )
    // Switching one kind off leaves the others allowed.
    assert.equal(verdict({ isImagesEnabled: false }, { media: 'gif' }).outcome, 'PUBLISHED')
    assert.equal(verdict({ isImagesEnabled: false }, { media: null }).outcome, 'PUBLISHED')
  })
  it('COM-20: an AI score above the maximum', () => {
    const v = verdict({ advancedSettings: AI_ON }, { text: 'you idiot, you stupid liar' })
    assert.deepEqual(v, {
      outcome: 'REFUSED',
      reason: 'The rule-based score is 6 of 6 (above 3).',
      score: 6,
    })
  })
  it('checks run in order: empty before blocked, blocked before user type, link before media', () => {
    assert.equal(
      verdict({}, { text: ' ' }, { authorBlocked: true }).reason,
      'The comment is empty.',
    )
    assert.equal(
      verdict({ commentingUserType: 'ONLY_ANONYMOUSE_USER' }, {}, { authorBlocked: true }).reason,
      'This commenter was blocked after repeated reports.',
    )
    assert.equal(
      verdict(
        { blockCommentsWithLink: true, isMediaContentEnabled: false },
        { text: 'www.example.com', media: 'image' },
      ).reason,
      'Comments with links are not allowed.',
    )
    assert.equal(
      verdict(
        { moderationType: 'PRE_MODERATION', blockCommentsWithLink: true },
        {
          text: 'example.com',
        },
      ).outcome,
      'REFUSED',
    )
  })
})

describe('aiScore and userTypeAllows', () => {
  it('scores flagged words two each, shouting one, capped at 6', () => {
    assert.equal(aiScore('a perfectly calm remark'), 0)
    assert.equal(aiScore('what a scam'), 2)
    assert.equal(aiScore('THIS IS VERY LOUD INDEED'), 1)
    assert.equal(aiScore('hate hate hate hate'), 6)
    assert.equal(aiScore('SHORT'), 0)
  })
  it('COM-19: which commenters each user type allows', () => {
    assert.equal(userTypeAllows('EVERY_USER', true), true)
    assert.equal(userTypeAllows('EVERY_USER', false), true)
    assert.equal(userTypeAllows('ONLY_AUTHORIZED_USER', false), true)
    assert.equal(userTypeAllows('ONLY_AUTHORIZED_USER', true), false)
    assert.equal(userTypeAllows('ONLY_ANONYMOUSE_USER', true), true)
    assert.equal(userTypeAllows('ONLY_ANONYMOUSE_USER', false), false)
  })
})

describe('afterMark (COM-18)', () => {
  const both = { autoRemoveComments: true, autoBlockAuthors: true }
  const none = { marks: 0, addresses: 0 }
  const from = (marks: number, addresses = marks) => ({ marks, addresses })
  it('holds a comment at 3 counted marks from 3 addresses, not at 2', () => {
    assert.equal(afterMark(both, from(2), none).holdComment, false)
    assert.equal(afterMark(both, from(3), none).holdComment, true)
    assert.equal(afterMark(both, from(4), none).holdComment, true)
  })
  it('does not hold on marks from fewer addresses than marks', () => {
    assert.equal(afterMark(both, from(3, 2), none).holdComment, false)
    assert.equal(afterMark(both, from(9, 1), none).holdComment, false)
  })
  it('blocks an author at 10 counted marks from 5 addresses, not at 9 or from 4', () => {
    assert.equal(afterMark(both, none, from(9, 9)).blockAuthor, false)
    assert.equal(afterMark(both, none, from(10, AUTO_BLOCK_ADDRESSES)).blockAuthor, true)
    assert.equal(afterMark(both, none, from(10, AUTO_BLOCK_ADDRESSES - 1)).blockAuthor, false)
    assert.equal(afterMark(both, none, from(50, 1)).blockAuthor, false)
  })
  it('does nothing when the switches are off', () => {
    assert.deepEqual(
      afterMark({ autoRemoveComments: false, autoBlockAuthors: false }, from(50), from(50)),
      {
        holdComment: false,
        blockAuthor: false,
      },
    )
    assert.deepEqual(
      afterMark({ autoRemoveComments: true, autoBlockAuthors: false }, from(3), from(10)),
      {
        holdComment: true,
        blockAuthor: false,
      },
    )
    assert.deepEqual(
      afterMark({ autoRemoveComments: false, autoBlockAuthors: true }, from(3), from(10)),
      {
        holdComment: false,
        blockAuthor: true,
      },
    )
  })
})

describe('markCounts (COM-18)', () => {
  const now = 1_000_000_000
  const established = {
    publishedSince: now - MARKER_MIN_AGE_MS,
    blocked: false,
    addressCounted: false,
  }
  it('counts a commenter with a comment published at least MARKER_MIN_AGE_MS ago', () => {
    assert.equal(markCounts(established, now), true)
    assert.equal(markCounts({ ...established, publishedSince: now - 3_600_000 }, now), true)
  })
  it('does not count a mark without a token, a brand-new or unpublished commenter', () => {
    assert.equal(markCounts(null, now), false)
    assert.equal(
      markCounts({ ...established, publishedSince: now - MARKER_MIN_AGE_MS + 1 }, now),
      false,
    )
    assert.equal(markCounts({ ...established, publishedSince: null }, now), false)
  })
  it('does not count a blocked marker or a second mark from the same address', () => {
    assert.equal(markCounts({ ...established, blocked: true }, now), false)
    assert.equal(markCounts({ ...established, addressCounted: true }, now), false)
  })
})

describe('mediaKindOf', () => {
  it('reads the kind from the file ending, ignoring query and fragment and case', () => {
    assert.equal(mediaKindOf('https://cdn.test/a.gif'), 'gif')
    assert.equal(mediaKindOf('https://cdn.test/a.GIF?x=1'), 'gif')
    for (const ext of ['png', 'jpg', 'jpeg', 'webp'])
      assert.equal(mediaKindOf(`https://cdn.test/photo.${ext}#top`), 'image', ext)
    for (const ext of ['mp4', 'webm', 'mov'])
      assert.equal(mediaKindOf(`https://cdn.test/clip.${ext}`), 'video', ext)
  })
  it('knows the video sites', () => {
    assert.equal(mediaKindOf('https://www.youtube.com/watch?v=abc'), 'video')
    assert.equal(mediaKindOf('https://youtu.be/abc'), 'video')
    assert.equal(mediaKindOf('https://vimeo.com/123'), 'video')
  })
  it('anything else is not media', () => {
    assert.equal(mediaKindOf('https://example.com/page.html'), null)
    assert.equal(mediaKindOf('https://example.com/gif'), null)
    assert.equal(mediaKindOf('https://example.com/a.png.txt'), null)
    assert.equal(mediaKindOf(''), null)
  })
})

describe('hasLink', () => {
  it('finds addresses, www. and bare domains', () => {
    for (const text of [
      'see https://example.com',
      'http://x.test/path',
      'go to www.planet',
      'visit dailyplanet.com today',
      'EXAMPLE.ORG',
      'my-site.io',
      'news at metro.news',
    ])
      assert.equal(hasLink(text), true, text)
  })
  it('leaves plain text alone', () => {
    for (const text of [
      'A fair point about the bridge.',
      'The end. Com on!',
      'e.g. this, i.e. that',
      'version 2.0 is out',
      'https is a protocol',
    ])
      assert.equal(hasLink(text), false, text)
  })
})
