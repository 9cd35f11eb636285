/**
 * The step indicator (BLD-05, BLD-10): five steps; in the new-embed flow arrow-style with the
 * earlier steps complete and, on the code step, nothing clickable; in the update flow every other
 * step is a link unless changes are pending (BLD-06). The completion percentage shows as a bar.
 */
import type { Step } from '../lib/builder-rules'
import { completionPercent, stepItems, type Flow } from '../lib/steps-rules'

/** The new flow's arrow shape (a chevron on the right, a notch on the left). */
const ARROW = {
  clipPath: 'polygon(0 0, calc(100% - 12px) 0, 100% 50%, calc(100% - 12px) 100%, 0 100%, 12px 50%)',
}

export function StepIndicator({
  current,
  flow,
  onStep,
}: Readonly<{ current: Step; flow: Flow; onStep: (step: Step) => void }>) {
  const items = stepItems(current, flow)
  const percent = completionPercent(current)
  return (
    <nav aria-label="Embed steps" className="mb-6 @container">
      {/* One row at any width: numbers only on a narrow screen (the step's title is the heading
          below), titles from 768 px of room (issue 27 #10). */}
      <ol className={`grid grid-cols-5 ${flow.isNew ? 'gap-1' : 'gap-1 @3xl:gap-2'}`}>
        {items.map((item) => {
          const tone = item.current
            ? 'bg-primary text-white'
            : item.complete
              ? 'bg-primary/10 text-primary'
              : 'bg-white text-slate-600'
          const shape = item.arrow ? 'pl-5 @3xl:pl-6' : 'rounded-control border border-slate-200'
          const style = item.arrow ? ARROW : undefined
          const body = (
            <>
              <span
                aria-hidden="true"
                className={`flex h-6 w-6 shrink-0 items-center justify-center rounded-full text-xs font-semibold ${
                  item.current
                    ? 'bg-white/20'
                    : item.complete
                      ? 'bg-primary text-white'
                      : 'bg-slate-100'
                }`}
              >
                {item.complete ? '✓' : item.number}
              </span>
              <span className="sr-only @3xl:not-sr-only @3xl:truncate">{item.title}</span>
              {item.complete ? <span className="sr-only"> (complete)</span> : null}
            </>
          )
          const classes = `flex h-10 min-w-0 items-center justify-center gap-2 px-2 text-sm font-medium @3xl:justify-start @3xl:px-4 ${tone} ${shape}`
          return (
            <li key={item.step} className="min-w-0">
              {item.clickable ? (
                <button
                  type="button"
                  onClick={() => onStep(item.step)}
                  style={style}
                  className={`${classes} w-full hover:brightness-95`}
                >
                  {body}
                </button>
              ) : (
                <span
                  aria-current={item.current ? 'step' : undefined}
                  aria-disabled={item.current ? undefined : 'true'}
                  style={style}
                  className={`${classes} w-full`}
                >
                  {body}
                </span>
              )}
            </li>
          )
        })}
      </ol>
      <div className="mt-3 flex items-center gap-3 text-xs text-slate-500">
        <div
          role="progressbar"
          aria-label="Embed completion"
          aria-valuenow={percent}
          aria-valuemin={0}
          aria-valuemax={100}
          className="h-1.5 flex-1 overflow-hidden rounded-full bg-slate-200"
        >
          <div className="h-full bg-primary transition-all" style={{ width: `${percent}%` }} />
        </div>
        <span aria-hidden="true">{percent}%</span>
      </div>
    </nav>
  )
}
