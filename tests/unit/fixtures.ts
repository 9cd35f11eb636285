/**
 * Shared fixtures of the unit tests: builder cards to test the card rules on, a builder save body
 * (the API tests save it too), failed calls and the fetch layer's status rules counted.
 */
import { setStatusHandlers } from '../../src/core/http'
import type { EmbedBody } from '../../src/areas/embeds/lib/builder-rules'
import {
  newCard,
  newQuestion,
  setQuestionType,
  type EditorCard,
  type QuestionEditor,
} from '../../src/areas/embeds/lib/card-rules'

/** `n` times the letter x: a text of exactly `n` characters. */
export const x = (n: number) => 'x'.repeat(n)

/** A quiz card asking "Which?" with one answer per text, the `correct`-th one correct. */
export function quiz(
  texts: string[],
  type: QuestionEditor['type'] = 'text1',
  correct = 0,
): EditorCard {
  const card = newCard('QUIZ')
  const q = setQuestionType({ ...newQuestion(), title: 'Which?' }, type)
  q.options = texts.map((text, i) => ({
    ...q.options[0],
    text,
    position: i + 1,
    correctOption: i === correct,
    imageID: `img${i}`,
  }))
  return { ...card, question: q }
}

/**
 * A builder save body (spec 001 §7; API-43, 44) named `name`, with every embed field set off its
 * default (`embed` changes some) and three cards: a live text quiz (Jupiter correct of three), a
 * live emoji poll and a story that is not live. Without `createdBy` it is an update's body.
 */
export function saveBody(
  name: string,
  createdBy?: string,
  embed: Partial<EmbedBody['embed']> = {},
): EmbedBody {
  return {
    embed: {
      contentOrder: 'RANDOM',
      embedName: name,
      embedPosition: 'IN_CONTENT',
      webAdDisplayMode: 'BOTH_OVERLAY_ADS',
      mobileAdDisplayMode: 'REGULAR',
      showVideoAdForDesktop: true,
      showVideoAdForMobile: false,
      partnerLogoUrl: 'https://cdn.example.com/logo.png',
      showBranding: false,
      logoClickThroughUrl: 'https://example.com/',
      brandColorCode: '#ff0000',
      showMarketResearch: true,
      showProfilingQuestions: false,
      showRewards: false,
      showPartnerLogo: true,
      showUserDataCollection: true,
      attachedLabelUUIDs: [],
      newLabelNames: [],
      ...embed,
    },
    contents: {
      pages: [
        {
          contentUUID: null,
          contentType: 'QUIZ',
          contentLive: true,
          queuePosition: 0,
          contentProperties: {
            title: 'Largest planet?',
            type: 'text1',
            backgroundColor: 'rgba(48,48,48,0.8)',
            options: [
              { optionUUID: null, text: 'Jupiter', position: 0, correctOption: true },
              { optionUUID: null, text: 'Mars', position: 1, correctOption: false },
              { optionUUID: null, text: 'Venus', position: 2, correctOption: false },
            ],
          },
        },
        {
          contentUUID: null,
          contentType: 'POLL',
          contentLive: true,
          queuePosition: 1,
          contentProperties: {
            title: 'Your mood?',
            type: 'emoji',
            options: [
              { optionUUID: null, emoji: '😍', position: 0 },
              { optionUUID: null, emoji: '😡', position: 1 },
            ],
          },
        },
        {
          contentUUID: null,
          contentType: 'STORY',
          contentLive: false,
          queuePosition: null,
          contentProperties: {
            title: 'Read this',
            ctaText: 'Read More',
            storyURL: 'https://news.example.com/story',
          },
        },
      ],
    },
    ...(createdBy === undefined ? {} : { createdBy }),
    embedWorkflowStep: 'CUSTOMIZE',
  }
}

/** Runs `call`, which must fail, and returns its error. */
export async function failure(call: Promise<unknown>): Promise<unknown> {
  try {
    await call
  } catch (error) {
    return error
  }
  throw new Error('the call succeeded')
}

/**
 * Wires the fetch layer's 401 and 403 rules to counters (call it before each test): `address` is
 * the page's address the rules read, `signedOut` and `permissionReloads` count what they did.
 */
export function countStatusRules(address: string) {
  const rules = { address, signedOut: 0, permissionReloads: 0 }
  setStatusHandlers({
    unauthorized: () => rules.signedOut++,
    forbidden: () => rules.permissionReloads++,
    address: () => rules.address,
  })
  return rules
}
