import { SelectField } from '../../../ui/select-field'
import { Switch } from '../../../ui/switch'
import { TextField } from '../../../ui/text-field'
import { DAYS_MAX_DIGITS, INITIAL_LOAD_CHOICES, type CommunityAddon } from '../lib/commenting-rules'

const LOAD_OPTIONS = INITIAL_LOAD_CHOICES.map((n) => ({ value: String(n), label: String(n) }))
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
      <fieldset className="flex flex-col gap-4">
        <legend className="sr-only">Top articles</legend>
        <Switch
          label="Show top articles"
          checked={value.showTopArticles}
          onChange={(on) => onChange({ showTopArticles: on })}
        />
        {value.showTopArticles ? (
          <>
            <SelectField
              label="Top articles initial load"
              value={String(value.topArticlesInitialLoadLimit)}
              options={LOAD_OPTIONS}
              onChange={(v) => onChange({ topArticlesInitialLoadLimit: Number(v) })}
            />
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
          </>
        ) : null}
      </fieldset>
      <fieldset className="flex flex-col gap-4">
        <legend className="sr-only">Top commenters</legend>
        <Switch
          label="Show top commenters"
          checked={value.showTopCommenters}
          onChange={(on) => onChange({ showTopCommenters: on })}
        />
        {value.showTopCommenters ? (
          <SelectField
            label="Top commenters initial load"
            value={String(value.topCommentersInitialLoadLimit)}
            options={LOAD_OPTIONS}
            onChange={(v) => onChange({ topCommentersInitialLoadLimit: Number(v) })}
          />
        ) : null}
      </fieldset>
    </div>
  )
}
