import { useId, type CSSProperties, type ReactNode } from 'react'
import { PreviewCard } from '../../../site-product/preview-card'
import {
  countLabel,
  SAMPLE_SUMMARY,
  shownAverage,
  starPercents,
  STARS_MAX,
  type RatingColors,
  RATING_FONT_PX as FONT_SIZE_PX,
  RATING_FONT_WEIGHT as FONT_WEIGHT_VALUE,
} from '../lib/ratings-rules'
import { TEXT } from '../lib/ratings-texts'
import type { GeneralValues } from './general-form'
import { Stars } from './stars'

/** The sample visitor's own vote in the Ratings Unit's "thanks" state. */
const MY_STARS = 4
const PERCENTS = starPercents(SAMPLE_SUMMARY)
/** Five stars first, as the widgets list them. */
const ROWS = Array.from({ length: STARS_MAX }, (_, i) => STARS_MAX - i).map((stars) => ({
  stars,
  percent: PERCENTS[stars - 1]!,
}))
const AVERAGE = shownAverage(SAMPLE_SUMMARY.average)

interface Look {
  colors: RatingColors
  general: GeneralValues
}

/** The widget's frame in the working colours and font; its content is drawn for sighted users. */
function Widget({ look, children }: Readonly<{ look: Look; children: ReactNode }>) {
  const { colors, general } = look
  const style: CSSProperties = {
    backgroundColor: `#${colors.background}`,
    color: `#${colors.primaryText}`,
    fontSize: FONT_SIZE_PX[general['fontConfiguration.size']],
    fontWeight: FONT_WEIGHT_VALUE[general['fontConfiguration.weight']],
    borderColor: `#${colors.primaryText}26`,
  }
  return (
    <div
      aria-hidden="true"
      data-preview-widget=""
      className="flex h-full flex-col gap-3 rounded-card border p-5 leading-snug"
      style={style}
    >
      {children}
    </div>
  )
}

function Preview({
  name,
  summary,
  look,
  children,
}: Readonly<{ name: string; summary: string; look: Look; children: ReactNode }>) {
  const id = useId()
  return (
    <figure aria-labelledby={id} className="flex min-w-0 flex-col gap-2">
      <figcaption id={id} className="text-xs font-medium tracking-wide text-slate-600 uppercase">
        {name}
      </figcaption>
      <p className="sr-only">{summary}</p>
      <Widget look={look}>{children}</Widget>
    </figure>
  )
}

/** RAT-18: the Ratings Unit after a vote: title, the visitor's stars, thanks, count, shares. */
function UnitPreview({ look }: Readonly<{ look: Look }>) {
  const { colors: c, general: g } = look
  const count = countLabel(SAMPLE_SUMMARY.count, g)
  return (
    <Preview
      name="Ratings Unit"
      look={look}
      summary={`${g.title}. Rated ${MY_STARS} of ${STARS_MAX} stars. ${g.thankYouMessage} ${count}. ${ROWS.map((r) => `${r.stars} stars ${r.percent}%`).join(', ')}.`}
    >
      <p data-preview="title" className="text-[1.15em] font-semibold">
        {g.title}
      </p>
      <Stars value={MY_STARS} color={`#${c.brand}`} empty={`#${c.primaryText}33`} size={28} />
      <p data-preview="thanks" className="flex items-start gap-2 break-words">
        <svg viewBox="0 0 20 20" width="18" height="18" className="mt-0.5 shrink-0" fill="none">
          <circle cx="10" cy="10" r="9" fill={`#${c.brand}`} />
          <path d="M6 10.5l2.5 2.5L14 7.5" stroke={`#${c.background}`} strokeWidth="2" />
        </svg>
        <span className="min-w-0">{g.thankYouMessage}</span>
      </p>
      <p data-preview="count" className="text-[0.85em]">
        {count}
      </p>
      <ul className="flex flex-wrap gap-1.5 text-[0.8em] tabular-nums">
        {ROWS.map((r) => (
          <li
            key={r.stars}
            className="rounded-full border px-2 py-0.5"
            style={{ borderColor: `#${c.primaryText}33` }}
          >
            {r.stars}
            <span style={{ color: `#${c.brand}` }}>★</span> {r.percent}%
          </li>
        ))}
      </ul>
    </Preview>
  )
}

/** RAT-18: the Ratings Counter: the average with a partial star, a bar per star, the link. */
function CounterPreview({ look }: Readonly<{ look: Look }>) {
  const { colors: c, general: g } = look
  const count = countLabel(SAMPLE_SUMMARY.count, g)
  return (
    <Preview
      name={TEXT.counter}
      look={look}
      summary={`Average ${AVERAGE} out of ${STARS_MAX} from ${count}. ${ROWS.map((r) => `${r.stars} stars ${r.percent}%`).join(', ')}. ${TEXT.leaveRating}.`}
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span data-preview="average" className="text-[2em] leading-none font-semibold tabular-nums">
          {AVERAGE}
        </span>
        <span className="flex flex-col gap-1">
          <Stars
            value={SAMPLE_SUMMARY.average}
            color={`#${c.brand}`}
            empty={`#${c.primaryText}33`}
            size={18}
          />
          <span data-preview="count" className="text-[0.8em]">
            {count}
          </span>
        </span>
      </div>
      <ul className="flex flex-col gap-1.5 text-[0.8em] tabular-nums">
        {ROWS.map((r) => (
          <li key={r.stars} className="grid grid-cols-[2.5em_1fr_3em] items-center gap-2">
            <span className="whitespace-nowrap">
              {r.stars}
              <span style={{ color: `#${c.brand}` }}> ★</span>
            </span>
            <span
              className="h-2 overflow-hidden rounded-full"
              style={{ backgroundColor: `#${c.primaryText}1f` }}
            >
              <span
                data-preview-bar=""
                className="block h-full rounded-full"
                style={{ width: `${r.percent}%`, backgroundColor: `#${c.brand}` }}
              />
            </span>
            <span className="text-right">{r.percent}%</span>
          </li>
        ))}
      </ul>
      <span
        className="mt-1 inline-flex items-center gap-1.5 self-start rounded-full border-[1.5px] px-3 py-1 text-[0.85em] font-semibold"
        style={{ borderColor: `#${c.brand}` }}
      >
        <span style={{ color: `#${c.brand}` }}>★</span>
        {TEXT.leaveRating}
      </span>
    </Preview>
  )
}

/**
 * RAT-18: live previews of the Ratings Unit and the Ratings Counter on the sample page (134
 * ratings averaging 4.6), drawn from the working values — the edits show before they are saved.
 */
export function RatingPreviews({
  colors,
  general,
}: Readonly<{ colors: RatingColors; general: GeneralValues }>) {
  const look = { colors, general }
  return (
    <PreviewCard
      note={
        <>
          A sample page with {SAMPLE_SUMMARY.count} ratings averaging {AVERAGE}, with your unsaved
          changes.
        </>
      }
    >
      <div className="grid gap-4 min-[672px]:grid-cols-2">
        <UnitPreview look={look} />
        <CounterPreview look={look} />
      </div>
    </PreviewCard>
  )
}
