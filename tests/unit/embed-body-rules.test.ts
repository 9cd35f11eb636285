/** The save body's rules (spec 001 §3, §5, §7): a valid body passes; each broken field is named. */
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import {
  EMOJI_QUIZ_MESSAGE,
  REQUIRED_FIELDS_UNIQUE_MESSAGE,
} from '../../src/areas/embeds/lib/builder-rules'
import { embedBodyErrors } from '../../src/areas/embeds/lib/embed-body-rules'
import { saveBody } from './fixtures'

const U = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`

type Any = any
const validBody = (): Any =>
  saveBody('My Builder Embed', U(9), { attachedLabelUUIDs: [U(1)], newLabelNames: ['Fresh one'] })

const fields = (body: unknown, create = true) =>
  embedBodyErrors(body, { create }).map((e) => e.field)
function broken(change: (b: Any) => void, field: string, create = true) {
  const b = validBody()
  change(b)
  const errors = embedBodyErrors(b, { create })
  assert.ok(
    errors.some((e) => e.field === field),
    `${field} expected in ${JSON.stringify(errors)}`,
  )
  return errors.find((e) => e.field === field)!
}
const P = 'contents.pages'

describe('embedBodyErrors', () => {
  it('accepts a valid create and the same body as an update without createdBy', () => {
    assert.deepEqual(fields(validBody()), [])
    const b = validBody()
    delete b.createdBy
    assert.deepEqual(fields(b, false), [])
  })
  it('createdBy: required on create, refused on update', () => {
    broken((b) => delete b.createdBy, 'createdBy')
    broken(() => {}, 'createdBy', false)
  })
  it('refuses non-objects', () => {
    assert.deepEqual(fields(null), ['body'])
    assert.ok(fields({ ...validBody(), contents: 3 }).includes('contents'))
  })
  it('enums are upper-case exactly', () => {
    broken((b) => (b.embed.contentOrder = 'ordered'), 'embed.contentOrder')
    broken((b) => (b.embed.embedPosition = 'rail'), 'embed.embedPosition')
    broken((b) => (b.embed.webAdDisplayMode = 'regular'), 'embed.webAdDisplayMode')
    broken((b) => (b.embed.mobileAdDisplayMode = 'BOTH'), 'embed.mobileAdDisplayMode')
    broken((b) => (b.embedWorkflowStep = 'add_ons'), 'embedWorkflowStep')
    broken((b) => (b.contents.pages[0].contentType = 'quiz'), `${P}[0].contentType`)
    broken(
      (b) => (b.contents.pages[0].contentProperties.type = 'TEXT1'),
      `${P}[0].contentProperties.type`,
    )
    broken(
      (b) => (b.contents.pages[0].contentProperties.imageProvider = 'giphy'),
      `${P}[0].contentProperties.imageProvider`,
    )
  })
  it('types of the embed fields', () => {
    broken((b) => (b.embed.showRewards = 'yes'), 'embed.showRewards')
    broken((b) => delete b.embed.showProfilingQuestions, 'embed.showProfilingQuestions')
    broken((b) => (b.embed.brandColorCode = 'blue'), 'embed.brandColorCode')
    broken((b) => (b.embed.brandColorCode = '#12345'), 'embed.brandColorCode')
    assert.deepEqual(
      fields({
        ...validBody(),
        embed: { ...validBody().embed, brandColorCode: 'rgba(1, 2, 3, 0.5)' },
      }),
      [],
    )
    broken((b) => (b.embed.partnerLogoUrl = 'ftp://x'), 'embed.partnerLogoUrl')
    broken(
      (b) => (b.embed.logoClickThroughUrl = 'https://a.b/' + 'x'.repeat(2048)),
      'embed.logoClickThroughUrl',
    )
  })
  it('embed name by the name rule', () => {
    broken((b) => (b.embed.embedName = '  '), 'embed.embedName')
    broken((b) => (b.embed.embedName = 'Bad-name!'), 'embed.embedName')
    broken((b) => (b.embed.embedName = 7), 'embed.embedName')
  })
  it('titles, CTA and story URL', () => {
    broken(
      (b) => (b.contents.pages[0].contentProperties.title = 'x'.repeat(135)),
      `${P}[0].contentProperties.title`,
    )
    const ok = validBody()
    ok.contents.pages[0].contentProperties.title = ` ${'x'.repeat(134)} `
    assert.deepEqual(fields(ok), [])
    broken(
      (b) => (b.contents.pages[0].contentProperties.title = '   '),
      `${P}[0].contentProperties.title`,
    )
    broken(
      (b) => (b.contents.pages[2].contentProperties.title = 'x'.repeat(151)),
      `${P}[2].contentProperties.title`,
    )
    broken(
      (b) => (b.contents.pages[2].contentProperties.ctaText = 'x'.repeat(26)),
      `${P}[2].contentProperties.ctaText`,
    )
    broken(
      (b) => (b.contents.pages[2].contentProperties.ctaText = ''),
      `${P}[2].contentProperties.ctaText`,
    )
    broken(
      (b) => (b.contents.pages[2].contentProperties.storyURL = 'news'),
      `${P}[2].contentProperties.storyURL`,
    )
    broken(
      (b) => delete b.contents.pages[2].contentProperties.storyURL,
      `${P}[2].contentProperties.storyURL`,
    )
  })
  it('options: count, positions, uuids, unique texts, lengths', () => {
    const o = `${P}[0].contentProperties.options`
    broken((b) => b.contents.pages[0].contentProperties.options.splice(1), o)
    broken((b) => {
      const opts = b.contents.pages[0].contentProperties.options
      opts.push({ ...opts[1], text: 'd', position: 3 }, { ...opts[1], text: 'e', position: 4 })
    }, o)
    broken((b) => (b.contents.pages[0].contentProperties.options[2].position = 5), o)
    broken((b) => {
      b.contents.pages[0].contentProperties.options[0].optionUUID = U(3)
      b.contents.pages[0].contentProperties.options[1].optionUUID = U(3)
    }, o)
    broken(
      (b) => (b.contents.pages[0].contentProperties.options[1].optionUUID = 'nope'),
      `${o}[1].optionUUID`,
    )
    const dup = broken(
      (b) => (b.contents.pages[0].contentProperties.options[2].text = ' JUPITER '),
      `${o}[2].text`,
    )
    assert.equal(dup.message, REQUIRED_FIELDS_UNIQUE_MESSAGE)
    broken(
      (b) => (b.contents.pages[0].contentProperties.options[1].text = 'x'.repeat(33)),
      `${o}[1].text`,
    )
    broken((b) => {
      b.contents.pages[0].contentProperties.type = 'image1'
      b.contents.pages[0].contentProperties.options[1].text = 'x'.repeat(16)
    }, `${o}[1].text`)
    broken((b) => (b.contents.pages[0].contentProperties.options[1].text = ''), `${o}[1].text`)
  })
  it('per-format option fields', () => {
    const o = `${P}[0].contentProperties.options`
    broken((b) => (b.contents.pages[0].contentProperties.type = 'image2'), `${o}[0].text`)
    broken(
      (b) => (b.contents.pages[1].contentProperties.options[0].correctOption = true),
      `${P}[1].contentProperties.options[0].correctOption`,
    )
    broken((b) => (b.contents.pages[0].contentProperties.options[0].emoji = '😍'), `${o}[0].emoji`)
    broken(
      (b) => (b.contents.pages[0].contentProperties.options[0].imageURL = 'https://a.b/c.png'),
      `${o}[0].imageURL`,
    )
    broken(
      (b) => (b.contents.pages[1].contentProperties.options[0].emoji = ''),
      `${P}[1].contentProperties.options[0].emoji`,
    )
    const image2 = validBody()
    const q = image2.contents.pages[0].contentProperties
    q.type = 'image2'
    q.options = q.options.map((op: Any) => ({
      ...op,
      text: undefined,
      imageProvider: 'UNSPLASH',
      imageID: 'abc',
    }))
    assert.deepEqual(fields(image2), [])
  })
  it('quizzes: exactly one correct option, no emoji format', () => {
    const o = `${P}[0].contentProperties.options`
    broken((b) => (b.contents.pages[0].contentProperties.options[0].correctOption = false), o)
    broken((b) => (b.contents.pages[0].contentProperties.options[1].correctOption = true), o)
    const e = broken(
      (b) => (b.contents.pages[1].contentType = 'QUIZ'),
      `${P}[1].contentProperties.type`,
    )
    assert.equal(e.message, EMOJI_QUIZ_MESSAGE)
  })
  it('queue positions: live 0..k-1, not live null; at most 200 cards', () => {
    broken((b) => (b.contents.pages[1].queuePosition = 2), P)
    broken((b) => (b.contents.pages[1].queuePosition = 0), P)
    broken((b) => (b.contents.pages[2].queuePosition = 2), `${P}[2].queuePosition`)
    broken((b) => (b.contents.pages[1].queuePosition = null), `${P}[1].queuePosition`)
    broken((b) => (b.contents.pages = Array.from({ length: 201 }, () => b.contents.pages[2])), P)
    broken((b) => {
      b.contents.pages[0].contentUUID = U(4)
      b.contents.pages[1].contentUUID = U(4)
    }, P)
  })
  it('add-ons only at ADD_ONS, with the e-mail collection rules', () => {
    const addOns = {
      userDataCollection: {
        contentUUID: null,
        queuePosition: 7,
        publisherName: 'Demo Publisher',
        publisherPrivacyPolicyURL: 'https://demo.example.com/privacy',
        backgroundColor: null,
        backgroundImageURL: null,
        headline: 'Stay in touch',
        body: 'Get our newsletter',
      },
    }
    broken((b) => (b.contents.addOns = addOns), 'contents.addOns')
    const ok = validBody()
    ok.embedWorkflowStep = 'ADD_ONS'
    ok.contents.addOns = structuredClone(addOns)
    assert.deepEqual(fields(ok), [])
    ok.contents.addOns.userDataCollection = null
    assert.deepEqual(fields(ok), [])
    const U = 'contents.addOns.userDataCollection.'
    const at = (change: (u: Any) => void, field: string) =>
      broken((b) => {
        b.embedWorkflowStep = 'ADD_ONS'
        b.contents.addOns = structuredClone(addOns)
        change(b.contents.addOns.userDataCollection)
      }, field)
    at((u) => (u.publisherName = ' '), `${U}publisherName`)
    at((u) => (u.publisherPrivacyPolicyURL = ''), `${U}publisherPrivacyPolicyURL`)
    at((u) => (u.publisherPrivacyPolicyURL = 'privacy'), `${U}publisherPrivacyPolicyURL`)
    at((u) => (u.headline = 'x'.repeat(41)), `${U}headline`)
    at((u) => (u.body = 'x'.repeat(81)), `${U}body`)
    at((u) => (u.queuePosition = 0), `${U}queuePosition`)
    at((u) => (u.queuePosition = 11), `${U}queuePosition`)
  })
  it('labels: bounded lists, uuid-shaped ids, label names by the label rule', () => {
    broken((b) => (b.embed.attachedLabelUUIDs = ['x']), 'embed.attachedLabelUUIDs[0]')
    broken(
      (b) => (b.embed.attachedLabelUUIDs = Array.from({ length: 51 }, (_, i) => U(i))),
      'embed.attachedLabelUUIDs',
    )
    broken((b) => (b.embed.newLabelNames = ['bad-name']), 'embed.newLabelNames[0]')
    broken(
      (b) => (b.embed.newLabelNames = Array.from({ length: 51 }, (_, i) => `n${i}`)),
      'embed.newLabelNames',
    )
  })
})
