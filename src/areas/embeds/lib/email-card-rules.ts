/** The builder's e-mail card (spec 001 §4; BLD-50, 51): a new card and its problems. Pure. */
import {
  DEFAULT_BRAND_COLOR,
  EMAIL_BODY_MAX,
  EMAIL_HEADLINE_MAX,
  EMAIL_POSITION_DEFAULT,
  EMAIL_POSITION_MAX,
  EMAIL_POSITION_MIN,
  WEB_URL,
} from './builder-rules'
import { textValidity, type EmailCard } from './card-rules'

// ---------------------------------------------------------------------------------------------
// Email card (BLD-50, 51)

export const EMAIL_POSITIONS: number[] = Array.from(
  { length: EMAIL_POSITION_MAX - EMAIL_POSITION_MIN + 1 },
  (_, i) => EMAIL_POSITION_MIN + i,
)

export function newEmailCard(publisherName = ''): EmailCard {
  return {
    contentUUID: null,
    queuePosition: EMAIL_POSITION_DEFAULT,
    publisherName,
    publisherPrivacyPolicyURL: '',
    backgroundColor: DEFAULT_BRAND_COLOR,
    backgroundImageURL: null,
    headline: '',
    body: '',
  }
}

export type EmailProblem = 'headline' | 'body' | 'publisherName' | 'privacyURL' | 'position'

/** BLD-51: headline 1–40, body 1–80, publisher name required, privacy URL matching the pattern. */
export function emailProblems(card: EmailCard): EmailProblem[] {
  const problems: EmailProblem[] = []
  if (!textValidity(card.headline, EMAIL_HEADLINE_MAX)) problems.push('headline')
  if (!textValidity(card.body, EMAIL_BODY_MAX)) problems.push('body')
  if (!card.publisherName.trim()) problems.push('publisherName')
  if (!WEB_URL.test(card.publisherPrivacyPolicyURL.trim())) problems.push('privacyURL')
  if (!EMAIL_POSITIONS.includes(card.queuePosition)) problems.push('position')
  return problems
}
export const isEmailValid = (card: EmailCard): boolean => emailProblems(card).length === 0
