/**
 * A unit's word lists (beyond the spec): banned words refuse a comment at once, suspect words hold
 * it for review. What a list may hold and how it is stored; the matching is word-match-rules.ts.
 * One module for the server and the Word lists section. Pure.
 */

export interface WordLists {
  banned: string[]
  suspect: string[]
}

export type WordList = keyof WordLists

/** The list a comment's first listed word is on, and that word as the list holds it. */
export interface WordHit {
  list: WordList
  word: string
}

export const WORDS_MAX = 200
export const WORD_MIN = 2
export const WORD_MAX = 40
/** Letters, digits, apostrophes, hyphens and single spaces (a phrase); no pattern syntax. */
const WORD_SHAPE = /^[\p{L}\p{N}'-]+(?: [\p{L}\p{N}'-]+)*$/u

export const EMPTY_WORD_LISTS: WordLists = { banned: [], suspect: [] }

/** A list as stored: trimmed, lower-case, inner spaces single, without repeats, in order. */
export function normalizeWords(words: readonly string[]): string[] {
  const seen = new Set<string>()
  for (const raw of words) {
    const word = raw.trim().toLowerCase().replace(/\s+/g, ' ')
    if (word) seen.add(word)
  }
  return [...seen]
}

/** Field errors of lists as a publisher typed them (`banned`, `suspect`); [] when they can be saved. */
export function wordListProblems(lists: WordLists): { field: WordList; message: string }[] {
  const problems: { field: WordList; message: string }[] = []
  const banned = new Set(normalizeWords(lists.banned))
  for (const field of ['banned', 'suspect'] as const) {
    const words = normalizeWords(lists[field])
    const bad = words.find((w) => w.length < WORD_MIN || w.length > WORD_MAX || !WORD_SHAPE.test(w))
    if (words.length > WORDS_MAX)
      problems.push({ field, message: `Use at most ${WORDS_MAX} words` })
    else if (bad !== undefined)
      problems.push({
        field,
        message: `“${bad}”: use ${WORD_MIN}–${WORD_MAX} letters or digits (a phrase may have spaces)`,
      })
    else if (field === 'suspect') {
      const twice = words.find((w) => banned.has(w))
      if (twice) problems.push({ field, message: `“${twice}” is on the banned list already` })
    }
  }
  return problems
}
