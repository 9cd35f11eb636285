/**
 * Shared fixtures of the unit tests: builder cards to test the card rules on, failed calls and
 * the fetch layer's status rules counted.
 */
import { setStatusHandlers } from '../../src/core/http'
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
