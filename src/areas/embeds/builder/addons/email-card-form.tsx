/**
 * BLD-50, 51: the e-mail card's create/edit panel: headline (40) and body (80) with counters,
 * publisher name, privacy policy URL ('Format should be {host}'), background colour or image
 * (ImageSelector, purpose 'email') and the card-number selector 1–10.
 */
import { useState } from 'react'
import { Button } from '../../../../ui/button'
import { ColorField } from '../../../../ui/color-field'
import { SelectField } from '../../../../ui/select-field'
import { TextField } from '../../../../ui/text-field'
import { DEFAULT_BRAND_COLOR, EMAIL_BODY_MAX, EMAIL_HEADLINE_MAX } from '../../lib/builder-rules'
import {
  counterTone,
  EMAIL_POSITIONS,
  emailProblems,
  truncatePaste,
  urlFormatMessage,
  type EmailCard,
  type EmailProblem,
} from '../../lib/card-rules'
import { useBuilder } from '../builder-store'
import { ImageSelector } from '../images/image-selector'

/** BLD-50 (OPEN exact hint; inventory default). */
export const POSITION_HINT = 'Users answer an average of 7-9 questions per session'
export const REQUIRED_MESSAGE = 'This field is required'

const TONE_CLASS = { normal: 'text-slate-500', warn: 'text-warning', limit: 'text-danger' }

function Counter({ length, limit }: Readonly<{ length: number; limit: number }>) {
  return (
    <span className={`tabular-nums ${TONE_CLASS[counterTone(length, limit)]}`}>
      {length}/{limit}
    </span>
  )
}

/** The colour field takes six hex digits: a saved rgba colour shows as its hex (alpha dropped). */
export function hexOf(color: string | null): string {
  const c = (color ?? '').trim()
  if (/^#[0-9a-fA-F]{6}$/.test(c)) return c.slice(1)
  const rgb = /^rgba?\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})/.exec(c)
  if (!rgb) return DEFAULT_BRAND_COLOR.slice(1)
  return rgb
    .slice(1, 4)
    .map((n) => Math.min(255, Number(n)).toString(16).padStart(2, '0'))
    .join('')
}

export function EmailCardForm({
  email,
  onChange,
  onDone,
}: Readonly<{ email: EmailCard; onChange: (email: EmailCard) => void; onDone: () => void }>) {
  const siteUrl = useBuilder((s) => s.doc.embed.siteUrl)
  // A refused Save marks the card's invalid fields (use-builder-save sets showInvalid).
  const showInvalid = useBuilder((s) => s.showInvalid)
  const [touched, setTouched] = useState<ReadonlySet<EmailProblem>>(new Set())
  const [choosing, setChoosing] = useState(false)
  const problems = emailProblems(email)
  const touch = (field: EmailProblem) => setTouched((t) => new Set(t).add(field))
  const errorOf = (field: EmailProblem, message: string) =>
    (showInvalid || touched.has(field)) && problems.includes(field) ? message : null
  const set = (change: Partial<EmailCard>) => onChange({ ...email, ...change })
  const host = siteUrl.trim() || 'https://www.example.com'

  /** BLD-34: a paste is cut to the remaining allowance. */
  const pasteInto =
    (key: 'headline' | 'body', limit: number) =>
    (event: React.ClipboardEvent<HTMLInputElement>) => {
      event.preventDefault()
      const input = event.currentTarget
      const { value } = truncatePaste(
        email[key],
        event.clipboardData.getData('text/plain'),
        limit,
        {
          start: input.selectionStart ?? email[key].length,
          end: input.selectionEnd ?? email[key].length,
        },
      )
      set({ [key]: value })
    }

  return (
    <section
      aria-labelledby="email-card-panel"
      className="flex flex-col gap-4 rounded-card border border-slate-200 bg-white p-4 sm:p-6"
    >
      <h4 id="email-card-panel" className="text-base font-semibold text-slate-900">
        {email.contentUUID ? 'Edit Email Card' : 'Create Email Card'}
      </h4>
      <TextField
        label="Headline"
        required
        value={email.headline}
        maxLength={EMAIL_HEADLINE_MAX}
        onChange={(headline) => set({ headline })}
        onBlur={() => touch('headline')}
        onPaste={pasteInto('headline', EMAIL_HEADLINE_MAX)}
        error={errorOf('headline', REQUIRED_MESSAGE)}
        helper={<Counter length={email.headline.length} limit={EMAIL_HEADLINE_MAX} />}
      />
      <TextField
        label="Body"
        required
        value={email.body}
        maxLength={EMAIL_BODY_MAX}
        onChange={(body) => set({ body })}
        onBlur={() => touch('body')}
        onPaste={pasteInto('body', EMAIL_BODY_MAX)}
        error={errorOf('body', REQUIRED_MESSAGE)}
        helper={<Counter length={email.body.length} limit={EMAIL_BODY_MAX} />}
      />
      <TextField
        label="Publisher Name"
        required
        value={email.publisherName}
        onChange={(publisherName) => set({ publisherName })}
        onBlur={() => touch('publisherName')}
        error={errorOf('publisherName', REQUIRED_MESSAGE)}
      />
      <TextField
        label="Privacy Policy URL"
        required
        type="url"
        value={email.publisherPrivacyPolicyURL}
        onChange={(publisherPrivacyPolicyURL) => set({ publisherPrivacyPolicyURL })}
        onBlur={() => touch('privacyURL')}
        error={errorOf('privacyURL', urlFormatMessage(host))}
      />
      <ColorField
        label="Background Color"
        value={hexOf(email.backgroundColor)}
        onChange={(value, valid) => {
          if (valid) set({ backgroundColor: `#${value.toLowerCase()}` })
        }}
      />
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="secondary" onClick={() => setChoosing(true)} aria-expanded={choosing}>
          {email.backgroundImageURL ? 'Change Background Image' : 'Add Background Image'}
        </Button>
        {email.backgroundImageURL ? (
          <Button variant="ghost" onClick={() => set({ backgroundImageURL: null })}>
            Remove Background Image
          </Button>
        ) : null}
      </div>
      {choosing ? (
        <ImageSelector
          purpose="email"
          onPick={(image) => {
            set({ backgroundImageURL: image.url })
            setChoosing(false)
          }}
          onClose={() => setChoosing(false)}
        />
      ) : null}
      <SelectField
        label="Card Number"
        value={String(email.queuePosition)}
        options={EMAIL_POSITIONS.map((p) => ({ value: String(p), label: String(p) }))}
        onChange={(value) => set({ queuePosition: Number(value) })}
        helper={POSITION_HINT}
      />
      <div className="flex justify-end">
        <Button onClick={onDone}>Done</Button>
      </div>
    </section>
  )
}
