// pp-embeds collected e-mails (EMB-32, EMB-33): the table and its paging, the range in the
// request, the export (file name, isExport) and the spec's messages for each outcome; the
// page's title and breadcrumb back to the library (EMB-34), and the notice when the embed's
// e-mail card add-on is off (issue 27 #15).
// Downloads are caught at URL.createObjectURL and the link's click, so no file is saved.
import { expect } from '@esm-bundle/chai'
import { sendKeys } from '@web/test-runner-commands'
import { build, cleanBody, mount, root, text, waitFor, waitForText } from './page'
import { accessibilityProblems, button, retryAfter } from './queries'
import { failed, stubApi, type StubCall } from './fake-api'
import { captureDownloads, type SavedFile } from './page-fakes'
import { elementSuite } from './fixtures'
import { embedMetricCalls } from '../../src/contracts/accounts/embed-metrics'
import { embedCalls } from '../../src/contracts/accounts/embeds'
import { pathOf } from './contract-stubs'
import { expectDefaultRange, newYorkDay } from './embed-metrics-fixtures'

const ACCOUNT = 'acc-emails'
const EMBED = 'emb-9'
const ENGAGED = pathOf(embedMetricCalls.emails)
const EMBED_DATA = pathOf(embedCalls.get, { embedUUID: EMBED })

const ROWS = Array.from({ length: 23 }, (_, i) => ({
  date: `2026-11-${String(26 - (i % 7)).padStart(2, '0')}`,
  email: `reader${i + 1}@mail.example`,
  city: i % 5 === 0 ? null : 'Boston',
  country: i % 5 === 0 ? null : 'United States',
}))

describe(`pp-embeds collected e-mails (${build})`, () => {
  let listReply: ((call: StubCall) => { status?: number; body?: unknown }) | null
  let collecting: boolean
  let exportReply: { status?: number; body?: unknown; headers?: Record<string, string> }
  let saved: SavedFile[]

  const suite = elementSuite('pp-embeds', () => {
    listReply = null
    collecting = true
    exportReply = {
      body: 'date,email,city,country',
      headers: {
        'content-type': 'text/csv',
        'content-disposition': 'attachment; filename="collected-emails.csv"',
      },
    }
    return stubApi({
      [`GET ${ENGAGED}`]: (call) => {
        const query = new URLSearchParams(call.path.split('?')[1])
        if (query.get('isExport') === 'true') return exportReply
        if (listReply) return listReply(call)
        const page = Number(query.get('currentPage'))
        return {
          body: {
            userData: ROWS.slice((page - 1) * 10, page * 10),
            currentPage: page,
            totalRows: ROWS.length,
            totalPages: 3,
          },
        }
      },
      [`GET ${EMBED_DATA}`]: () => ({
        body: {
          embed: {
            embedUUID: EMBED,
            embedName: 'Weekend Poll',
            showUserDataCollection: collecting,
          },
          site: { siteUUID: 's-1', siteName: 'Daily Planet', siteUrl: 'https://dp.example' },
          contents: { pages: [], addOns: null },
        },
      }),
    })
  })
  beforeEach(() => {
    const downloads = captureDownloads()
    saved = downloads.saved
    suite.undo.push(downloads.restore)
  })

  function open(route = `/dashboard/embeds/emails?embed=${EMBED}`, permissions = '[]') {
    return mount('pp-embeds', {
      route,
      'account-uuid': ACCOUNT,
      'user-uuid': 'usr-1',
      permissions,
    })
  }
  const queries = () =>
    suite.api.calls
      .filter((c) => c.path.startsWith(ENGAGED))
      .map((c) => Object.fromEntries(new URLSearchParams(c.path.split('?')[1])))
  const rows = (el: HTMLElement) =>
    Array.from(root(el).querySelectorAll('tbody tr:not([data-loading-row])')).filter(
      (r) => r.querySelectorAll('td, th').length === 4,
    )
  /** The page with its first ten rows, Export pressed. */
  async function exportRows() {
    const el = open()
    await waitFor(() => rows(el).length === 10)
    ;(await button(el, 'Export')).click()
    return el
  }

  it('shows date, email, city and country, 10 a page, for the last 7 days', async () => {
    const el = open()
    await waitFor(() => rows(el).length === 10)
    expect(queries()[0]).to.deep.equal({
      startDate: newYorkDay(6),
      endDate: newYorkDay(0),
      embedUUID: EMBED,
      currentPage: '1',
      isExport: 'false',
    })
    const headings = Array.from(root(el).querySelectorAll('thead th')).map((th) =>
      th.textContent?.trim(),
    )
    expect(headings).to.deep.equal(['Date', 'Email', 'City', 'Country'])
    expect(rows(el)[0]!.textContent).to.contain('reader1@mail.example')
    expect(rows(el)[1]!.textContent).to.contain('Boston').and.contain('United States')
    // EMB-34: the page names itself; the header and the embed's name are its breadcrumb.
    expect(root(el).querySelector('h1')!.textContent).to.equal('Collected Emails')
    const trail = root(el).querySelector('nav[aria-label="Breadcrumb"]')!
    await waitFor(() => trail.textContent === 'Trivia & Polls > Configuration > Weekend Poll')
    expect(text(el)).not.to.contain('E-mail collection is off')
    expect(text(el)).to.contain('1–10 of 23')
    ;(await button(el, 'Next')).click()
    await waitFor(() => text(el).includes('reader11@mail.example'))
    expect(queries().at(-1)!.currentPage).to.equal('2')
    expect(accessibilityProblems(root(el))).to.deep.equal([])
  })

  it('#7 EMB-27: the default range is the analytics one, the last 7 days to today, and says so', async () => {
    await expectDefaultRange(open)
  })

  it('exports the range as collected-emails.csv and says so', async () => {
    const el = await exportRows()
    await waitForText(el, 'Your Collected Emails have been downloaded!')
    expect(saved).to.have.length(1)
    expect(saved[0]!.name).to.equal('collected-emails.csv')
    expect(saved[0]!.size).to.be.greaterThan(0)
    expect(queries().at(-1)).to.include({
      isExport: 'true',
      embedUUID: EMBED,
      startDate: newYorkDay(6),
      endDate: newYorkDay(0),
    })
  })

  it('says there is no data to download when the export has no rows', async () => {
    exportReply = { status: 404, body: { error: { code: 'NO_DATA', message: 'No data' } } }
    const el = await exportRows()
    await waitForText(el, 'Sorry there is no data to download')
    expect(saved).to.have.length(0)
  })

  it('says the download failed on a server error', async () => {
    exportReply = failed(500)
    const el = await exportRows()
    await waitForText(el, 'There was an issue downloading your email data')
    expect(saved).to.have.length(0)
  })

  it('says the fetch failed, and Try again loads the rows', async () => {
    let fail = true
    listReply = (call) =>
      fail
        ? failed(500)
        : {
            body: {
              userData: ROWS.slice(0, 10),
              currentPage: Number(new URLSearchParams(call.path.split('?')[1]).get('currentPage')),
              totalRows: ROWS.length,
              totalPages: 3,
            },
          }
    const el = open()
    await retryAfter(el, 'There was an issue fetching your email data', () => (fail = false))
    await waitFor(() => rows(el).length === 10)
  })

  it('shows one sentence when the range has no e-mails', async () => {
    listReply = () => ({ body: { userData: [], currentPage: 1, totalRows: 0, totalPages: 0 } })
    const el = open()
    await waitForText(el, 'No emails were collected in this date range.')
  })

  it('without an embed goes back to the library', async () => {
    open('/dashboard/embeds/emails')
    await waitFor(() => suite.spy.paths().includes('/dashboard/embeds'))
    expect(queries()).to.have.length(0)
  })

  it('the breadcrumb’s Trivia & Polls leads back to the library, by keyboard (EMB-34)', async () => {
    const el = open()
    const link = await waitFor(() =>
      root(el).querySelector<HTMLAnchorElement>('nav[aria-label="Breadcrumb"] a'),
    )
    expect(link.textContent).to.equal('Trivia & Polls')
    expect(link.getAttribute('href')).to.match(/\/dashboard\/embeds$/)
    link.focus()
    await sendKeys({ press: 'Enter' })
    await waitFor(() => suite.spy.paths().includes('/dashboard/embeds'))
  })

  it('says when the e-mail card add-on is off, and where to turn it on (issue 27 #15)', async () => {
    collecting = false
    listReply = () => ({ body: { userData: [], currentPage: 1, totalRows: 0, totalPages: 0 } })
    const reader = open()
    await waitForText(reader, 'E-mail collection is off for this embed.')
    expect(text(reader)).to.contain(
      'Someone who can edit embeds can turn on the Collect User Emails card in its Add-ons step.',
    )
    expect(root(reader).querySelector('table')).to.equal(null)
    expect(accessibilityProblems(root(reader))).to.deep.equal([])
    cleanBody()

    const editor = open(undefined, JSON.stringify(['manageEmbeds']))
    await waitForText(editor, 'turn on the Collect User Emails card in the embed’s Add-ons step')
    const link = await waitFor(() =>
      Array.from(root(editor).querySelectorAll('a')).find((a) => a.textContent === 'Go to Add-ons'),
    )
    link.click()
    await waitFor(() =>
      suite.spy.paths().includes(`/dashboard/embeds/management/add_ons?embed=${EMBED}`),
    )
  })

  it('off, e-mails collected earlier in the range still show under the notice (issue 27 #15)', async () => {
    collecting = false
    const el = open()
    await waitFor(() => rows(el).length === 10)
    await waitForText(el, 'E-mail collection is off for this embed.')
  })
})
