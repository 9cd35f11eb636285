/** @jsxImportSource preact */
/**
 * The embed player (issue 9; DESIGN.md "The embed player"): one frame at a time — quiz and poll
 * cards, story cards, the e-mail card at its position — with Next, the ad placeholder boxes of the
 * display mode, the partner logo and the brand colour. Text is rendered as text. It reports
 * engagement through `reporter` (none in the builder's preview: embedUUID null).
 */
import type { ComponentChildren } from 'preact'
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks'
import {
  isSampleBirthDate,
  type PlayerCard,
  type PlayerEmailCard,
  type PlayerEmbed,
} from '../areas/embeds/lib/player-rules'
import { email as emailRule } from '../core/validation/rules'
import {
  adSlots,
  deviceOf,
  framesOf,
  OVERLAY_MS,
  percentages,
  safeHref,
  type Frame,
} from './player-logic'
import { InviewClock } from './inview-clock'
import type { Reporter } from './reporter'

export interface PlayerProps {
  embed: PlayerEmbed
  reporter: Reporter | null
  /** The width deciding desktop or mobile ads (the page's viewport). */
  viewportWidth: number
  random?: () => number
}

const background = (color: string | null, image: string | null) => {
  const href = safeHref(image)
  return {
    ...(color ? { backgroundColor: color } : {}),
    ...(href ? { backgroundImage: `url(${JSON.stringify(href)})` } : {}),
  }
}

export function Player({ embed, reporter, viewportWidth, random }: PlayerProps) {
  const frames = useMemo(() => framesOf(embed, random), [embed, random])
  const [index, setIndex] = useState(0)
  const [picks, setPicks] = useState<Record<string, number>>({})
  const [overlay, setOverlay] = useState(true)
  const movedRef = useRef(false)
  const heading = useRef<HTMLHeadingElement>(null)
  const root = useRef<HTMLElement>(null)
  const embedUUID = embed.embedUUID
  const report = embedUUID && reporter ? reporter : null
  const frame = frames[index]
  const slots = adSlots(embed.ads[deviceOf(viewportWidth)])

  // The load, once per player (frames, report and embedUUID never change for a player).
  useEffect(() => {
    if (!report || !embedUUID) return
    const first = frames[0]
    report.push({
      kind: 'load',
      embedUUID,
      ...(first?.kind === 'card' ? { contentUUID: first.card.contentUUID } : {}),
    })
  }, [report, embedUUID, frames])

  // In-view time of the card showing: counted while at least half the player is in view and the
  // page is visible; settled on every card change, visibility change and before every flush.
  const current = frame?.kind === 'card' ? frame.card.contentUUID : null
  const [clock] = useState(() =>
    report && embedUUID
      ? new InviewClock((card, ms) => report.inview(embedUUID, card, ms), current)
      : null,
  )
  useEffect(() => {
    if (!clock || !report || typeof IntersectionObserver === 'undefined') return
    report.beforeFlush(() => clock.settle())
    const observer = new IntersectionObserver(
      ([entry]) => clock.setVisible(!!entry?.isIntersecting),
      { threshold: 0.5 },
    )
    if (root.current) observer.observe(root.current)
    const visibility = () => clock.settle()
    document.addEventListener('visibilitychange', visibility)
    return () => {
      observer.disconnect()
      document.removeEventListener('visibilitychange', visibility)
    }
  }, [clock, report])
  useEffect(() => clock?.setCard(current), [clock, current])

  // The overlay ad shows for 15 s.
  useEffect(() => {
    if (!slots.overlay) return
    const timer = setTimeout(() => setOverlay(false), OVERLAY_MS)
    return () => clearTimeout(timer)
  }, [slots.overlay])

  // The preview (BLD-57): an answered card's result shows for a while, then the next frame.
  const resultMs = embed.preview?.resultMs
  const answeredHere = frame?.kind === 'card' && picks[frame.card.contentUUID] !== undefined
  useEffect(() => {
    if (!resultMs || !answeredHere || index >= frames.length - 1) return
    const timer = setTimeout(() => setIndex(index + 1), resultMs)
    return () => clearTimeout(timer)
  }, [resultMs, answeredHere, index, frames.length])

  // After Next, focus goes to the new frame's heading (layout effect: preact runs passive effects late).
  useLayoutEffect(() => {
    if (movedRef.current) heading.current?.focus()
  }, [index])

  if (!frame) return null
  const last = index === frames.length - 1
  const next = () => {
    movedRef.current = true
    setIndex(last ? 0 : index + 1)
  }
  const pick = (card: PlayerCard, option: number) => {
    if (picks[card.contentUUID] !== undefined) return
    setPicks({ ...picks, [card.contentUUID]: option })
    const chosen = card.question!.options[option]!
    if (report && embedUUID)
      report.push({
        kind: 'answer',
        embedUUID,
        contentUUID: card.contentUUID,
        optionUUID: chosen.optionUUID,
      })
  }
  const logoHref = safeHref(embed.partnerLogo?.url)
  const logoSrc = safeHref(embed.partnerLogo?.src)
  const logo = logoSrc ? <img src={logoSrc} alt="Partner logo" /> : null

  return (
    <section
      ref={root}
      class={`pp ${embed.location}`}
      aria-label="Trivia and polls"
      style={{ '--brand': embed.brandColor }}
    >
      {slots.top && <div class="ad top">Advertisement</div>}
      <FrameView
        key={index}
        frame={frame}
        heading={heading}
        picked={frame.kind === 'card' ? picks[frame.card.contentUUID] : undefined}
        onPick={pick}
        onStory={(card) =>
          report &&
          embedUUID &&
          report.push({ kind: 'story_click', embedUUID, contentUUID: card.contentUUID })
        }
        onEmail={(address) =>
          report && embedUUID && report.push({ kind: 'email', embedUUID, email: address })
        }
      />
      <div class="bar">
        <div class="progress" aria-hidden="true">
          <i style={{ width: `${((index + 1) / frames.length) * 100}%` }} />
        </div>
        <span class="count" aria-hidden="true">
          {index + 1} / {frames.length}
        </span>
        <span class="sr">
          Card {index + 1} of {frames.length}
        </span>
        {frames.length > 1 && (
          <button type="button" class="btn" onClick={next}>
            {last ? 'Start over' : 'Next'}
          </button>
        )}
      </div>
      {slots.bottom && <div class="ad bottom">Advertisement</div>}
      {slots.overlay && overlay && (
        <div class={`overlay ${slots.overlay}`} role="complementary" aria-label="Advertisement">
          <span>Advertisement</span>
          <button type="button" onClick={() => setOverlay(false)}>
            Close ad
          </button>
        </div>
      )}
      {logo &&
        (logoHref ? (
          <a class="logo" href={logoHref} target="_blank" rel="noopener">
            {logo}
          </a>
        ) : (
          <span class="logo">{logo}</span>
        ))}
    </section>
  )
}

/** A part of an option's name after its text: a hidden comma keeps the spoken name readable. */
function Part({ class: className, children }: { class: string; children: ComponentChildren }) {
  return (
    <>
      <span class="sr">, </span>
      <span class={className}>{children}</span>
    </>
  )
}

interface FrameProps {
  frame: Frame
  heading: { current: HTMLHeadingElement | null }
  picked: number | undefined
  onPick: (card: PlayerCard, option: number) => void
  onStory: (card: PlayerCard) => void
  onEmail: (address: string) => void
}

function FrameView({ frame, heading, picked, onPick, onStory, onEmail }: FrameProps) {
  if (frame.kind === 'email')
    return <EmailFrame email={frame.email} heading={heading} onEmail={onEmail} />
  if (frame.kind === 'birthdate') return <BirthDateFrame heading={heading} />
  const card = frame.card
  const style = background(card.backgroundColor, card.backgroundImageURL)
  if (card.story) {
    const href = safeHref(card.story.url)
    return (
      <div class="frame story" style={style}>
        <h2 tabIndex={-1} ref={heading}>
          {card.title}
        </h2>
        {href && (
          <a class="cta" href={href} target="_blank" rel="noopener" onClick={() => onStory(card)}>
            {card.story.ctaText}
          </a>
        )}
      </div>
    )
  }
  const question = card.question
  if (!question) return null
  const answered = picked !== undefined
  const quiz = card.contentType === 'QUIZ'
  const shares = answered && !quiz ? percentages(question.options, picked) : null
  const id = `q-${card.contentUUID}`
  const grid = question.type === 'image2' || question.type === 'emoji'
  const right = quiz && answered && question.options[picked]?.correct
  return (
    <div class="frame" style={style}>
      <h2 id={id} tabIndex={-1} ref={heading}>
        {card.title}
      </h2>
      <ul class={`options${grid ? ' grid' : ''}`} role="list" aria-labelledby={id}>
        {question.options.map((option, i) => {
          const mine = picked === i
          return (
            <li key={option.optionUUID}>
              <button
                type="button"
                class={`opt${mine ? ' picked' : ''}`}
                aria-pressed={mine}
                aria-disabled={answered}
                onClick={() => onPick(card, i)}
              >
                {shares && <span class="fill" style={{ width: `${shares[i]}%` }} />}
                {safeHref(option.imageURL) && (
                  <img
                    src={safeHref(option.imageURL)!}
                    alt={option.text || option.emoji ? '' : `Answer ${i + 1}`}
                  />
                )}
                {option.emoji && !option.text && <span class="emoji">{option.emoji}</span>}
                {option.text && <span class="label">{option.text}</span>}
                {shares && <Part class="pct">{shares[i]}%</Part>}
                {quiz && answered && option.correct && <Part class="mark right">Correct</Part>}
                {quiz && mine && (
                  <Part class={`mark ${option.correct ? 'right' : 'wrong'}`}>Your answer</Part>
                )}
                {!quiz && mine && <Part class="mark">Your vote</Part>}
              </button>
            </li>
          )
        })}
      </ul>
      <p class="result" role="status">
        {!answered ? '' : quiz ? (right ? 'Correct!' : 'Not quite.') : 'Thanks for voting!'}
      </p>
    </div>
  )
}

function EmailFrame({
  email,
  heading,
  onEmail,
}: {
  email: PlayerEmailCard
  heading: { current: HTMLHeadingElement | null }
  onEmail: (address: string) => void
}) {
  const [value, setValue] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [sent, setSent] = useState(false)
  const input = useRef<HTMLInputElement>(null)
  const privacy = safeHref(email.privacyPolicyURL)
  const submit = (event: Event) => {
    event.preventDefault()
    const address = value.trim()
    const problem = emailRule()(address)
    setError(problem)
    if (problem) return input.current?.focus()
    setSent(true)
    onEmail(address)
  }
  return (
    <div class="frame email" style={background(email.backgroundColor, email.backgroundImageURL)}>
      <h2 tabIndex={-1} ref={heading}>
        {email.headline}
      </h2>
      <p>{email.body}</p>
      {sent ? (
        <p role="status">Thank you! You are signed up.</p>
      ) : (
        <form onSubmit={submit} noValidate>
          <label for="pp-email">User email</label>
          <input
            ref={input}
            id="pp-email"
            type="email"
            autocomplete="email"
            placeholder="User email"
            maxLength={254}
            value={value}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'pp-email-error' : undefined}
            onInput={(e) => setValue((e.target as HTMLInputElement).value)}
          />
          {error && (
            <p id="pp-email-error" class="err">
              {error}
            </p>
          )}
          <button type="submit" class="btn">
            Submit
          </button>
        </form>
      )}
      <p class="fine">
        By submitting you agree to receive e-mails from {email.publisherName || 'Sample'}.{' '}
        {privacy && (
          <a href={privacy} target="_blank" rel="noopener">
            Privacy Policy
          </a>
        )}
      </p>
    </div>
  )
}

/** The preview's demographic sample question (BLD-57): validated, never sent anywhere. */
function BirthDateFrame({ heading }: { heading: { current: HTMLHeadingElement | null } }) {
  const [value, setValue] = useState('')
  const [error, setError] = useState(false)
  const [done, setDone] = useState(false)
  const submit = (event: Event) => {
    event.preventDefault()
    const ok = isSampleBirthDate(value)
    setError(!ok)
    setDone(ok)
  }
  return (
    <div class="frame email">
      <h2 tabIndex={-1} ref={heading}>
        What is your date of birth?
      </h2>
      {done ? (
        <p role="status">Thank you!</p>
      ) : (
        <form onSubmit={submit} noValidate>
          <label for="pp-birth">Date of birth (YYYY-MM-DD)</label>
          <input
            id="pp-birth"
            inputMode="numeric"
            placeholder="YYYY-MM-DD"
            maxLength={10}
            value={value}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'pp-birth-error' : undefined}
            onInput={(e) => setValue((e.target as HTMLInputElement).value)}
          />
          {error && (
            <p id="pp-birth-error" class="err">
              Enter a date as YYYY-MM-DD (years 1900 to 2099).
            </p>
          )}
          <button type="submit" class="btn">
            Submit
          </button>
        </form>
      )}
    </div>
  )
}
