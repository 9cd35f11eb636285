/**
 * A unit's word lists (beyond the spec): banned words refuse a comment at once, suspect words hold
 * it for review. Matched with obscenity through case, look-alike letters (Cyrillic "ѕсаm"), leet
 * digits ("1d10t"), stretched letters ("scaaam") and letters spaced out ("s c a m", "s.c.a.m"),
 * always as whole words ("scam" never matches "scamper"). One module for the server (which
 * decides), the Moderation settings and "Try a comment"; the unit on publisher pages never loads
 * it, so a site's lists are never shown to readers.
 */
import {
  collapseDuplicatesTransformer,
  DataSet,
  parseRawPattern,
  RegExpMatcher,
  resolveConfusablesTransformer,
  resolveLeetSpeakTransformer,
  toAsciiLowerCaseTransformer,
} from 'obscenity'

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

const TRANSFORMERS = [
  resolveConfusablesTransformer(),
  resolveLeetSpeakTransformer(),
  toAsciiLowerCaseTransformer(),
  collapseDuplicatesTransformer({ defaultThreshold: 1 }),
]

/** Runs of single letters split by spaces or dots ("s c a m", "s.c.a.m"). */
const SPACED = /(?<![\p{L}\p{N}])(?:[\p{L}\p{N}][\s.\-_*]+){2,}[\p{L}\p{N}](?![\p{L}\p{N}])/gu
/** The spaced runs of a text, each joined into one string ("is a s c a m" → "ascam"). */
const spacedRuns = (text: string) =>
  [...text.matchAll(SPACED)].map((m) => m[0].replace(/[\s.\-_*]+/g, ''))
/** "!" ending a word is punctuation, not the leet "i" it reads as inside one ("id!ot"). */
const ENDING_BANG = /(?<=[\p{L}\p{N}])!+(?![\p{L}\p{N}])/gu

/** A word's pattern: a whole word (or phrase), or anywhere in a spaced run (its words joined). */
const patternOf = (word: string, whole: boolean) =>
  parseRawPattern(whole ? `|${word}|` : word.replace(/ /g, ''))

/** A matcher for a unit's lists: the first hit of a text, banned before suspect, or null. */
export function wordMatcher(lists: WordLists): (text: string) => WordHit | null {
  const whole = new DataSet<WordHit>()
  const inRuns = new DataSet<WordHit>()
  for (const list of ['banned', 'suspect'] as const)
    for (const word of normalizeWords(lists[list])) {
      whole.addPhrase((p) => p.setMetadata({ list, word }).addPattern(patternOf(word, true)))
      inRuns.addPhrase((p) => p.setMetadata({ list, word }).addPattern(patternOf(word, false)))
    }
  const built = whole.build()
  if (built.blacklistedTerms.length === 0) return () => null
  const options = { blacklistMatcherTransformers: TRANSFORMERS }
  const wholeWords = new RegExpMatcher({ ...built, ...options })
  const runs = new RegExpMatcher({ ...inRuns.build(), ...options })
  const hitsOf = (data: DataSet<WordHit>, matcher: RegExpMatcher, text: string) =>
    matcher.getAllMatches(text).map((m) => data.getPayloadWithPhraseMetadata(m).phraseMetadata!)
  return (text) => {
    const plain = text.replace(ENDING_BANG, ' ')
    const hits = [
      ...hitsOf(whole, wholeWords, plain),
      ...spacedRuns(plain).flatMap((run) => hitsOf(inRuns, runs, run)),
    ]
    return hits.find((h) => h.list === 'banned') ?? hits[0] ?? null
  }
}
