/** EMB-29/30: one card of the embed content analytics: its text, answers or clicks, and Edit. */
import { useId, useState } from 'react'
import { formatInteger } from '../../../core/format'
import { navigate } from '../../../core/router'
import { safeHref } from '../../../core/safe-url'
import { Button } from '../../../ui/button'
import { PortalLink } from '../../../ui/link'
import {
  cardEdit,
  customizePath,
  storyClicksPath,
  truncateDescription,
} from '../lib/analytics-rules'
import { answerPercent, type AnalyticsCard, type ContentType } from '../lib/embeds-rules'

const TYPE_NAMES: Record<ContentType, string> = { QUIZ: 'Quiz', POLL: 'Poll', STORY: 'Story' }

function Description({ text }: Readonly<{ text: string }>) {
  const [open, setOpen] = useState(false)
  const id = useId()
  const { short, expandable } = truncateDescription(text)
  return (
    <div className="flex flex-col items-start gap-1">
      <h3 id={id} className="text-base font-semibold break-words text-slate-900">
        {open || !expandable ? text : short}
      </h3>
      {expandable ? (
        <Button
          variant="link"
          aria-expanded={open}
          aria-describedby={id}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? 'Show less' : 'Show more'}
        </Button>
      ) : null}
    </div>
  )
}

function Answers({ card }: Readonly<{ card: AnalyticsCard }>) {
  const quiz = card.contentType === 'QUIZ'
  return (
    <ul className="flex flex-col gap-3" aria-label="Answers">
      {card.options.map((option) => {
        const percent = answerPercent(option.numOfTimesChosen, card.totalNumberAnswered)
        const label = option.text ?? option.emoji ?? 'Image answer'
        const correct = quiz && option.correctOption
        return (
          <li key={option.optionUUID} className="flex flex-col gap-1" data-option="">
            <div className="flex items-center justify-between gap-3 text-sm">
              <span className="flex min-w-0 items-center gap-2 text-slate-800">
                {option.imageURL && safeHref(option.imageURL) ? (
                  <img
                    src={safeHref(option.imageURL)!}
                    alt=""
                    className="size-8 shrink-0 rounded-sm object-cover"
                  />
                ) : null}
                <span className="break-words">{label}</span>
                {correct ? (
                  <span className="shrink-0 rounded-full bg-green-100 px-2 py-0.5 text-xs font-medium text-green-800">
                    Correct answer
                  </span>
                ) : null}
              </span>
              <span className="shrink-0 font-medium text-slate-900 tabular-nums">
                {percent}%
                <span className="sr-only">
                  {' '}
                  ({formatInteger(option.numOfTimesChosen)} of{' '}
                  {formatInteger(card.totalNumberAnswered)})
                </span>
              </span>
            </div>
            <div aria-hidden="true" className="h-2 overflow-hidden rounded-full bg-slate-100">
              <div
                className={`h-full rounded-full ${correct ? 'bg-green-600' : 'bg-primary'}`}
                style={{ width: `${percent}%` }}
              />
            </div>
          </li>
        )
      })}
    </ul>
  )
}

export function AnalyticsCardView({
  card,
  host,
  embedUUID,
  canEdit,
}: Readonly<{ card: AnalyticsCard; host: HTMLElement; embedUUID: string; canEdit: boolean }>) {
  const edit = cardEdit(card, canEdit)
  const story = card.contentType === 'STORY'
  const position = typeof card.queuePosition === 'number' ? card.queuePosition + 1 : null
  return (
    <li
      className="flex flex-col gap-4 rounded-card border border-slate-200 bg-white p-5 shadow-raised"
      data-card={card.contentUUID}
    >
      <div className="flex flex-wrap items-center gap-2 text-xs font-medium">
        <span className="rounded-full bg-slate-100 px-2 py-0.5 text-slate-700">
          {TYPE_NAMES[card.contentType]}
        </span>
        <span
          className={`rounded-full px-2 py-0.5 ${card.contentLive ? 'bg-green-100 text-green-800' : 'bg-slate-100 text-slate-700'}`}
        >
          {card.contentLive ? 'Live' : 'Not live'}
        </span>
        <span className="text-slate-600">
          {position !== null ? `Position ${position}` : 'No position'}
        </span>
        {edit !== 'hidden' ? (
          <Button
            variant="secondary"
            className="ml-auto"
            disabled={edit === 'disabled'}
            aria-label={`Edit card ${position ?? ''}`.trim()}
            onClick={() => navigate(host, customizePath(embedUUID, card.contentUUID))}
          >
            Edit
          </Button>
        ) : null}
      </div>
      <Description text={card.title} />
      {story ? (
        <div className="flex flex-wrap items-center justify-between gap-3 text-sm">
          <p className="text-slate-700">
            <span className="text-2xl font-semibold text-slate-900 tabular-nums">
              {formatInteger(card.clicks)}
            </span>{' '}
            {card.clicks === 1 ? 'click' : 'clicks'}
          </p>
          <PortalLink to={storyClicksPath(embedUUID)} from={host}>
            View story clicks
          </PortalLink>
        </div>
      ) : (
        <>
          <p className="text-sm text-slate-600">
            {formatInteger(card.totalNumberAnswered)}{' '}
            {card.totalNumberAnswered === 1 ? 'answer' : 'answers'}
          </p>
          <Answers card={card} />
        </>
      )}
    </li>
  )
}
