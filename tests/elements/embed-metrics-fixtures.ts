/**
 * What the pp-embeds analytics and collected e-mails tests share: the days as the screens count
 * them and the default date range both pages start with (EMB-27).
 */
import { expect } from '@esm-bundle/chai'
import { text } from './page'
import { button } from './queries'
import { fixClock } from './page-fakes'

/** Today (or `back` days before) in New York as the screen counts it (wire days are New York days). */
export function newYorkDay(back = 0): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/New_York',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date())
  const [y, m, d] = parts.split('-').map(Number)
  return new Date(Date.UTC(y!, m! - 1, d! - back)).toISOString().slice(0, 10)
}

/** #7 EMB-27: at 5 PM EST on Nov 27, the page `open()` mounts shows Nov 21 – 27 and says so. */
export async function expectDefaultRange(open: () => HTMLElement): Promise<void> {
  const undo = fixClock('2026-11-27T22:00:00Z')
  try {
    const el = open()
    expect((await button(el, /^Date range /)).textContent).to.equal('Nov 21 – 27, 2026')
    expect(text(el)).to.contain('Includes today.')
  } finally {
    undo()
  }
}
