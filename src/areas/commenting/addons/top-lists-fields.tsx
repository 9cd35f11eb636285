import type { ReactNode } from 'react'
import { SelectField } from '../../../ui/select-field'
import { Switch } from '../../../ui/switch'
import { TextField } from '../../../ui/text-field'
import {
  LOAD_OPTIONS,
  TOP_ARTICLES,
  TOP_COMMENTERS,
  type TopListSettings,
} from '../components/community-choices'
import { DAYS_MAX_DIGITS, type CommunityAddon } from '../lib/commenting-rules'

const TIME_FRAMES = [
  { value: 'all', label: 'All time' },
  { value: 'custom', label: 'Custom days' },
] as const

export type TimeFrameMode = (typeof TIME_FRAMES)[number]['value']

/** COM-28/36: the top-articles time frame as typed: all time, or a number of days. */
export interface TimeFrame {
  mode: TimeFrameMode
  text: string
  touched: boolean
}

type Lists = Pick<
  CommunityAddon,
  | 'showTopArticles'
  | 'topArticlesInitialLoadLimit'
  | 'showTopCommenters'
  | 'topCommentersInitialLoadLimit'
>

const ARTICLES = { ...TOP_ARTICLES, limitLabel: 'Top articles initial load' }
const COMMENTERS = { ...TOP_COMMENTERS, limitLabel: 'Top commenters initial load' }

/** One top list: its switch and, while it shows, its initial load and what else it has. */
function TopList({
  list,
  value,
  onChange,
  children,
}: Readonly<{
  list: TopListSettings & { limitLabel: string }
  value: Lists
  onChange: (patch: Partial<Lists>) => void
  children?: ReactNode
}>) {
  return (
    <fieldset className="flex flex-col gap-4">
      <legend className="sr-only">{list.legend}</legend>
      <Switch
        label={list.showLabel}
        checked={value[list.show]}
        onChange={(on) => onChange({ [list.show]: on })}
      />
      {value[list.show] ? (
        <>
          <SelectField
            label={list.limitLabel}
            value={String(value[list.limit])}
            options={LOAD_OPTIONS}
            onChange={(v) => onChange({ [list.limit]: Number(v) })}
          />
          {children}
        </>
      ) : null}
    </fieldset>
  )
}

/**
 * COM-36: top articles (switch, initial load, time frame: all time or up to 3 digits of days)
 * and top commenters (switch, initial load).
 */
export function TopListsFields({
  value,
  onChange,
  timeFrame,
  onTimeFrame,
  daysError,
}: Readonly<{
  value: Lists
  onChange: (patch: Partial<Lists>) => void
  timeFrame: TimeFrame
  onTimeFrame: (next: TimeFrame) => void
  daysError: string | null
}>) {
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <TopList list={ARTICLES} value={value} onChange={onChange}>
        <div className="grid grid-cols-2 gap-4">
          <SelectField
            label="Top articles time frame"
            value={timeFrame.mode}
            options={TIME_FRAMES}
            onChange={(v) => onTimeFrame({ ...timeFrame, mode: v as TimeFrameMode })}
          />
          {timeFrame.mode === 'custom' ? (
            <TextField
              label="Number of days"
              name="topArticlesDaysTimeFrame"
              inputMode="numeric"
              maxLength={DAYS_MAX_DIGITS}
              value={timeFrame.text}
              error={daysError}
              onChange={(text) => {
                if (/^\d*$/.test(text) && text.length <= DAYS_MAX_DIGITS)
                  onTimeFrame({ ...timeFrame, text })
              }}
              onBlur={() => onTimeFrame({ ...timeFrame, touched: true })}
            />
          ) : null}
        </div>
      </TopList>
      <TopList list={COMMENTERS} value={value} onChange={onChange} />
    </div>
  )
}
