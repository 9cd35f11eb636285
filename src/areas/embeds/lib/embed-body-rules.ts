/**
 * The whole save body of API-43/44 checked field by field (spec 001 §3, §5, §7): types, the
 * upper-case wire enums, lengths, URL and colour patterns, the per-format option fields, content
 * validity, queue positions and the add-on step. Pure: no DOM, no fetch; used by the demo server.
 * Field names are paths such as `contents.pages[3].contentProperties.options[1].text`.
 */
import {
  AD_DISPLAY_MODES,
  CTA_TEXT_MAX,
  EMAIL_BODY_MAX,
  EMAIL_HEADLINE_MAX,
  EMAIL_POSITION_MAX,
  EMAIL_POSITION_MIN,
  EMOJI_QUIZ_MESSAGE,
  IMAGE_PROVIDERS,
  OPTION_TEXT_MAX,
  OPTION_TEXT_MAX_ROUND,
  OPTIONS_MAX,
  OPTIONS_MIN,
  QUESTION_TITLE_MAX,
  QUESTION_TYPES,
  REQUIRED_FIELDS_MESSAGE,
  REQUIRED_FIELDS_UNIQUE_MESSAGE,
  STORY_TITLE_MAX,
  STORY_URL,
  TEXT_OPTION_TYPES,
  URL_MAX,
  WEB_URL,
  IMAGE_URL,
  type QuestionType,
} from './builder-rules'
import { CONTENT_TYPES, embedNameError, labelNameError } from './embeds-rules'

export interface FieldError {
  field: string
  message: string
}

/** Cards one body may carry. */
export const MAX_BODY_PAGES = 200
/** Label uuids or new label names one body may carry. */
export const MAX_BODY_LABELS = 50
export const WORKFLOW_STEPS = ['PLACEMENT', 'CUSTOMIZE', 'ADS', 'ADD_ONS', 'CODE'] as const
export const CONTENT_ORDERS = ['ORDERED', 'RANDOM'] as const
export const EMBED_POSITIONS = ['RAIL', 'IN_CONTENT'] as const
export const UUID = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/
/** A brand or background colour: #rrggbb or rgba(r,g,b,a). */
export const COLOR =
  /^(#[0-9a-fA-F]{6}|rgba\(\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*(0|1|0?\.\d+|1\.0+)\s*\))$/
const EMOJI_MAX = 16
const ID_MAX = 200

type Obj = Record<string, unknown>
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v)

/** Collects errors; each check returns whether the value had the right type. */
class Checker {
  errors: FieldError[] = []
  add(field: string, message: string) {
    this.errors.push({ field, message })
  }
  bool(o: Obj, key: string, at: string, optional = false): boolean {
    const v = o[key]
    if (v === undefined && optional) return true
    if (typeof v !== 'boolean') return (this.add(`${at}${key}`, 'Send true or false'), false)
    return true
  }
  oneOf(o: Obj, key: string, at: string, values: readonly string[], optional = false): boolean {
    const v = o[key]
    if ((v === undefined || v === null) && optional) return true
    if (typeof v !== 'string' || !values.includes(v))
      return (this.add(`${at}${key}`, `Send one of ${values.join(', ')}`), false)
    return true
  }
  /** A string (or null when `nullable`) of at most `max` characters after trim. */
  str(o: Obj, key: string, at: string, max: number, nullable = false): string | null | undefined {
    const v = o[key]
    if (v === null || v === undefined) {
      if (nullable) return null
      this.add(`${at}${key}`, REQUIRED_FIELDS_MESSAGE)
      return undefined
    }
    if (typeof v !== 'string') return (this.add(`${at}${key}`, 'Send text'), undefined)
    if (v.trim().length > max) this.add(`${at}${key}`, `Use at most ${max} characters`)
    return v
  }
  url(o: Obj, key: string, at: string, pattern: RegExp, required: boolean) {
    const v = this.str(o, key, at, URL_MAX, !required)
    if (typeof v !== 'string') return
    const t = v.trim()
    if (t === '') {
      if (required) this.add(`${at}${key}`, REQUIRED_FIELDS_MESSAGE)
      return
    }
    if (t.length <= URL_MAX && !pattern.test(t)) this.add(`${at}${key}`, 'Enter a valid URL')
  }
  color(o: Obj, key: string, at: string, nullable: boolean) {
    const v = this.str(o, key, at, 64, nullable)
    if (typeof v === 'string' && !COLOR.test(v.trim()))
      this.add(`${at}${key}`, 'Send #rrggbb or rgba()')
  }
  /** Fields this object may not carry (null or absent is fine unless `strict`). */
  absent(o: Obj, keys: readonly string[], at: string, message: string) {
    for (const k of keys)
      if (o[k] !== undefined && o[k] !== null && o[k] !== false) this.add(`${at}${k}`, message)
  }
  uuidOrNull(o: Obj, key: string, at: string) {
    const v = o[key]
    if (v === null || v === undefined) return
    if (typeof v !== 'string' || !UUID.test(v)) this.add(`${at}${key}`, 'Not a valid id')
  }
}

function checkBackground(k: Checker, p: Obj, at: string) {
  k.color(p, 'backgroundColor', at, true)
  k.url(p, 'backgroundImageURL', at, IMAGE_URL, false)
  k.oneOf(p, 'imageProvider', at, IMAGE_PROVIDERS, true)
  k.str(p, 'imageID', at, ID_MAX, true)
}

function checkOption(k: Checker, o: unknown, at: string, type: QuestionType, quiz: boolean) {
  if (!isObj(o)) return k.add(at.slice(0, -1), 'Send an option')
  k.uuidOrNull(o, 'optionUUID', at)
  if (!Number.isInteger(o.position)) k.add(`${at}position`, 'Send a whole number')
  if (TEXT_OPTION_TYPES.includes(type)) {
    const text = k.str(o, 'text', at, type === 'image1' ? OPTION_TEXT_MAX_ROUND : OPTION_TEXT_MAX)
    if (typeof text === 'string' && text.trim() === '') k.add(`${at}text`, REQUIRED_FIELDS_MESSAGE)
  } else k.absent(o, ['text'], at, `Options of the ${type} format carry no text`)
  if (quiz) k.bool(o, 'correctOption', at, true)
  else k.absent(o, ['correctOption'], at, 'Only quiz options can be correct')
  if (type === 'emoji') {
    const emoji = k.str(o, 'emoji', at, EMOJI_MAX)
    if (typeof emoji === 'string' && emoji.trim() === '')
      k.add(`${at}emoji`, REQUIRED_FIELDS_MESSAGE)
  } else k.absent(o, ['emoji'], at, 'Only emoji options carry an emoji')
  if (type === 'image1' || type === 'image2') {
    k.oneOf(o, 'imageProvider', at, IMAGE_PROVIDERS, true)
    k.str(o, 'imageID', at, ID_MAX, true)
    k.url(o, 'imageURL', at, IMAGE_URL, false)
  } else
    k.absent(o, ['imageProvider', 'imageID', 'imageURL'], at, `The ${type} format has no images`)
}

function checkQuestion(k: Checker, p: Obj, at: string, quiz: boolean) {
  const title = k.str(p, 'title', at, QUESTION_TITLE_MAX)
  if (typeof title === 'string' && title.trim() === '') k.add(`${at}title`, REQUIRED_FIELDS_MESSAGE)
  if (!k.oneOf(p, 'type', at, QUESTION_TYPES)) return
  const type = p.type as QuestionType
  if (quiz && type === 'emoji') k.add(`${at}type`, EMOJI_QUIZ_MESSAGE)
  const options = p.options
  if (!Array.isArray(options)) return k.add(`${at}options`, 'Send a list of options')
  if (options.length < OPTIONS_MIN || options.length > OPTIONS_MAX)
    return k.add(`${at}options`, `Send ${OPTIONS_MIN} to ${OPTIONS_MAX} options`)
  options.forEach((o, i) =>
    checkOption(k, o, `${at}options[${i}].`, type, quiz && type !== 'emoji'),
  )
  const objs = options.filter(isObj)
  if (objs.length !== options.length) return
  const positions = objs.map((o) => o.position).sort((a, b) => Number(a) - Number(b))
  if (positions.some((p, i) => p !== i))
    k.add(`${at}options`, `Option positions must be 0 to ${options.length - 1}`)
  const ids = objs.map((o) => o.optionUUID).filter((v) => typeof v === 'string')
  if (new Set(ids.map((v) => (v as string).toLowerCase())).size !== ids.length)
    k.add(`${at}options`, 'Option ids must be unique')
  if (TEXT_OPTION_TYPES.includes(type)) {
    const texts = objs.map((o) => (typeof o.text === 'string' ? o.text.trim().toLowerCase() : ''))
    texts.forEach((t, i) => {
      if (t !== '' && texts.indexOf(t) !== i)
        k.add(`${at}options[${i}].text`, REQUIRED_FIELDS_UNIQUE_MESSAGE)
    })
  }
  if (quiz && type !== 'emoji' && objs.filter((o) => o.correctOption === true).length !== 1)
    k.add(`${at}options`, 'Mark exactly one correct option')
}

function checkStory(k: Checker, p: Obj, at: string) {
  const title = k.str(p, 'title', at, STORY_TITLE_MAX)
  if (typeof title === 'string' && title.trim() === '') k.add(`${at}title`, REQUIRED_FIELDS_MESSAGE)
  const cta = k.str(p, 'ctaText', at, CTA_TEXT_MAX)
  if (typeof cta === 'string' && cta.trim() === '') k.add(`${at}ctaText`, REQUIRED_FIELDS_MESSAGE)
  k.url(p, 'storyURL', at, STORY_URL, true)
  k.absent(p, ['type', 'options'], at, 'Stories have no question format or options')
}

function checkPages(k: Checker, pages: unknown) {
  if (!Array.isArray(pages)) return k.add('contents.pages', 'Send a list of cards')
  if (pages.length > MAX_BODY_PAGES)
    return k.add('contents.pages', `At most ${MAX_BODY_PAGES} cards`)
  const live: number[] = []
  const ids: string[] = []
  pages.forEach((page, i) => {
    const at = `contents.pages[${i}].`
    if (!isObj(page)) return k.add(`contents.pages[${i}]`, 'Send a card')
    k.uuidOrNull(page, 'contentUUID', at)
    if (typeof page.contentUUID === 'string') ids.push(page.contentUUID.toLowerCase())
    const typed = k.oneOf(page, 'contentType', at, CONTENT_TYPES)
    if (k.bool(page, 'contentLive', at)) {
      const q = page.queuePosition
      if (page.contentLive) {
        if (!Number.isInteger(q)) k.add(`${at}queuePosition`, 'Send the live position')
        else live.push(q as number)
      } else if (q !== null) k.add(`${at}queuePosition`, 'Cards not live have no position')
    }
    const props = page.contentProperties
    const pat = `${at}contentProperties.`
    if (!isObj(props)) return k.add(`${at}contentProperties`, 'Send the card')
    checkBackground(k, props, pat)
    if (!typed) return
    if (page.contentType === 'STORY') checkStory(k, props, pat)
    else checkQuestion(k, props, pat, page.contentType === 'QUIZ')
  })
  if (new Set(ids).size !== ids.length) k.add('contents.pages', 'Card ids must be unique')
  const sorted = [...live].sort((a, b) => a - b)
  if (sorted.some((q, i) => q !== i))
    k.add('contents.pages', `Live cards need positions 0 to ${live.length - 1}`)
}

function checkCollection(k: Checker, u: unknown) {
  const at = 'contents.addOns.userDataCollection.'
  if (u === null) return
  if (!isObj(u)) return k.add(at.slice(0, -1), 'Send the e-mail collection or null')
  k.uuidOrNull(u, 'contentUUID', at)
  const q = u.queuePosition
  if (
    !Number.isInteger(q) ||
    (q as number) < EMAIL_POSITION_MIN ||
    (q as number) > EMAIL_POSITION_MAX
  )
    k.add(`${at}queuePosition`, `Send ${EMAIL_POSITION_MIN} to ${EMAIL_POSITION_MAX}`)
  const name = k.str(u, 'publisherName', at, 200)
  if (typeof name === 'string' && name.trim() === '')
    k.add(`${at}publisherName`, REQUIRED_FIELDS_MESSAGE)
  k.url(u, 'publisherPrivacyPolicyURL', at, WEB_URL, true)
  k.color(u, 'backgroundColor', at, true)
  k.url(u, 'backgroundImageURL', at, IMAGE_URL, false)
  k.str(u, 'headline', at, EMAIL_HEADLINE_MAX)
  k.str(u, 'body', at, EMAIL_BODY_MAX)
}

function checkLabels(k: Checker, e: Obj) {
  const ids = e.attachedLabelUUIDs
  if (!Array.isArray(ids)) k.add('embed.attachedLabelUUIDs', 'Send a list of labels')
  else if (ids.length > MAX_BODY_LABELS)
    k.add('embed.attachedLabelUUIDs', `At most ${MAX_BODY_LABELS} labels`)
  else
    ids.forEach((id, i) => {
      if (typeof id !== 'string' || !UUID.test(id))
        k.add(`embed.attachedLabelUUIDs[${i}]`, 'Not a valid id')
    })
  const names = e.newLabelNames
  if (names === undefined) return
  if (!Array.isArray(names)) k.add('embed.newLabelNames', 'Send a list of label names')
  else if (names.length > MAX_BODY_LABELS)
    k.add('embed.newLabelNames', `At most ${MAX_BODY_LABELS} labels`)
  else
    names.forEach((n, i) => {
      const problem = typeof n !== 'string' ? 'Send a label name' : labelNameError(n)
      if (problem) k.add(`embed.newLabelNames[${i}]`, problem)
    })
}

function checkEmbed(k: Checker, e: unknown) {
  if (!isObj(e)) return k.add('embed', 'Send the embed')
  const at = 'embed.'
  if (typeof e.embedName !== 'string') k.add('embed.embedName', 'Send a name')
  else {
    const problem = embedNameError(e.embedName)
    if (problem) k.add('embed.embedName', problem)
  }
  k.oneOf(e, 'contentOrder', at, CONTENT_ORDERS)
  k.oneOf(e, 'embedPosition', at, EMBED_POSITIONS)
  k.oneOf(e, 'webAdDisplayMode', at, AD_DISPLAY_MODES)
  k.oneOf(e, 'mobileAdDisplayMode', at, AD_DISPLAY_MODES)
  for (const key of [
    'showVideoAdForDesktop',
    'showVideoAdForMobile',
    'showBranding',
    'showMarketResearch',
    'showProfilingQuestions',
    'showRewards',
    'showPartnerLogo',
    'showUserDataCollection',
  ])
    k.bool(e, key, at)
  k.url(e, 'partnerLogoUrl', at, IMAGE_URL, false)
  k.url(e, 'logoClickThroughUrl', at, WEB_URL, false)
  k.color(e, 'brandColorCode', at, false)
  checkLabels(k, e)
}

/** Every problem of an API-43 (`create`) or API-44 body; empty when it can be saved. */
export function embedBodyErrors(body: unknown, { create }: { create: boolean }): FieldError[] {
  const k = new Checker()
  if (!isObj(body)) return [{ field: 'body', message: 'Send the embed' }]
  checkEmbed(k, body.embed)
  k.oneOf(body, 'embedWorkflowStep', '', WORKFLOW_STEPS)
  if (create) {
    if (typeof body.createdBy !== 'string' || body.createdBy.trim() === '')
      k.add('createdBy', 'Send the executor id')
    else if (body.createdBy.length > 64) k.add('createdBy', 'Too long')
  } else if (body.createdBy !== undefined) k.add('createdBy', 'Only a create names its executor')
  const contents = body.contents
  if (!isObj(contents)) return [...k.errors, { field: 'contents', message: 'Send the cards' }]
  checkPages(k, contents.pages)
  if (contents.addOns !== undefined) {
    if (body.embedWorkflowStep !== 'ADD_ONS')
      k.add('contents.addOns', 'Add-ons are saved only at the ADD_ONS step')
    else if (!isObj(contents.addOns)) k.add('contents.addOns', 'Send the add-ons')
    else checkCollection(k, contents.addOns.userDataCollection)
  }
  return k.errors
}
