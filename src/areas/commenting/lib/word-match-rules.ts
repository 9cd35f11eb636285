/**
 * Matching a unit's word lists (word-list-rules.ts) with obscenity: through case, look-alike
 * letters (Cyrillic "ѕсаm"), leet digits ("1d10t"), stretched letters ("scaaam") and letters
 * spaced out ("s c a m", "s.c.a.m"), always as whole words ("scam" never matches "scamper"). One
 * module for the server (which decides) and "Try a comment" (loaded on demand: obscenity is about
 * 16 KB); the unit on publisher pages never loads it, so a site's lists never reach readers.
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
import { normalizeWords, type WordHit, type WordLists } from './word-list-rules'

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
