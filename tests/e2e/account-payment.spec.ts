// PAY-01..18 and SHELL-22 end to end: the owner adds each payment method type (PayPal, Check,
// ACH, Wire with a small generated PDF), reaches the 4-method limit, makes one preferred and
// sees the shell's missing-payment notice go, each method listed with what tells it apart (the
// PayPal user name, the payee, the bank and a masked account number); a saved method opens
// read-only, downloads its tax form and asks about the preferred method on save.
//
// These flows change the demo account for good (a preferred method hides the notice that
// framed.spec.ts expects), so they run against a server of their own: a fresh database on a
// free port, started and stopped here.
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, test, type Page } from '@playwright/test'
import { expectAccessible, fillFields, PASSWORD, signIn } from './fixtures'

const NOTICE = 'You have not set a preferred payment method.'
const ROOT = fileURLToPath(new URL('../..', import.meta.url))

let server: ChildProcess | null = null
let dataDir = ''
let base = ''

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number }
      probe.close(() => resolve(port))
    })
  })
}

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  const port = await freePort()
  dataDir = mkdtempSync(join(tmpdir(), 'pp-e2e-pay-'))
  base = `http://127.0.0.1:${port}`
  server = spawn(process.execPath, ['--import', 'tsx', 'demo/server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir },
    stdio: 'ignore',
  })
  for (let i = 0; i < 150; i++) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error('the payment e2e server did not start')
})

test.afterAll(() => {
  server?.kill('SIGTERM')
  server = null
  rmSync(dataDir, { recursive: true, force: true })
})

/** A small but well-formed PDF. */
function pdf(title: string): Buffer {
  return Buffer.from(
    `%PDF-1.4
1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj
2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj
3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R >> endobj
4 0 obj << /Length 44 >> stream
BT /F1 12 Tf 72 720 Td (${title}) Tj ET
endstream endobj
trailer << /Root 1 0 R >>
%%EOF
`,
  )
}

async function signInHere(page: Page) {
  await signIn(page, 'owner@demo.test', PASSWORD, `${base}/auth/signin`)
  await expect(page).toHaveURL(/\/dashboard\/home$/)
}

/** Attaches a PDF named `name` to the tax form field `label`. */
const attach = (page: Page, label: string, name: string, buffer: Buffer) =>
  page.getByLabel(label).setInputFiles({ name, mimeType: 'application/pdf', buffer })

async function addMethod(page: Page, choice: RegExp) {
  await page.getByRole('button', { name: 'Add Payment Method' }).click()
  await expect(page).toHaveURL(/\/paymentinfo\/selectmethod$/)
  await page.getByRole('radio', { name: choice }).check()
  await page.getByRole('button', { name: 'Continue' }).click()
}

async function saved(page: Page, message: string) {
  await expect(page.getByText(message)).toBeVisible()
  await expect(page).toHaveURL(/\/paymentinfo\/existingpayments$/)
}

/** What the ACH and the wire forms are filled in with (PAY-10, PAY-11). */
const ACH = {
  'Bank name': 'First Demo Bank',
  'Account/company name': 'Demo Publisher LLC',
  'Routing number': '021000021',
  'Account number': '000123456789',
}
const WIRE = {
  'Bank name': 'Banque Démo',
  'Account/company name': 'Demo Publisher SARL',
  'Bank street address': '12 Rue de la Paix',
  'Bank city': 'Paris',
  'Bank state/region': 'Île-de-France',
  'Bank zip code': '75002',
  'Bank country': 'France',
  SWIFT: 'BNPAFRPPXXX',
  IBAN: 'FR76 3000 6000 0112 3456 7890 189',
}

test('adds every method type, makes one preferred, and the notice goes (PAY-04..18, SHELL-22)', async ({
  page,
}) => {
  await signInHere(page)
  await expect(page.getByText(NOTICE)).toBeVisible()
  await expectAccessible(page, 'home with the missing-payment notice')
  await page.getByRole('link', { name: 'Set up payment information' }).click()
  await expect(page).toHaveURL(/\/dashboard\/account\/paymentinfo\/emptystate$/)
  await expect(page.getByText('You have not added a payment method yet.')).toBeVisible()
  await expect(page.getByText('Payout minimum threshold: $50.00')).toBeVisible()
  // The notice is not shown on the payment pages themselves.
  await expect(page.getByText(NOTICE)).toHaveCount(0)
  await expectAccessible(page, 'payment empty state')

  // PayPal, preselected while nothing is saved (PAY-06, PAY-08).
  await page.getByRole('button', { name: 'Add Payment Method' }).click()
  await expect(page.getByRole('radio', { name: /PayPal/ })).toBeChecked()
  await expectAccessible(page, 'select method')
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page).toHaveURL(/\/enterinformation\/paypal$/)
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('You need to enter a valid Paypal user name')).toBeVisible()
  await expectAccessible(page, 'PayPal form with its error')
  await page.getByLabel('PayPal user name').fill('payouts@demo.test')
  await page.getByRole('button', { name: 'Save' }).click()
  await saved(page, 'Your Paypal information has been saved')
  await expect(page.getByRole('listitem', { name: 'PayPal' })).toBeVisible()
  await expectAccessible(page, 'existing payments')

  // Check with its W-9; nothing preselected now (PAY-06, PAY-09).
  await page.getByRole('button', { name: 'Add Payment Method' }).click()
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(
    page.getByText('You need to select a payment type before moving forward.'),
  ).toBeVisible()
  await page.getByRole('radio', { name: /^Check/ }).check()
  await page.getByRole('button', { name: 'Continue' }).click()
  await page.getByLabel('Pay to').fill('Olivia Owner')
  await page.getByLabel('Use my account address').check()
  await expect(page.getByLabel('City')).toHaveValue('New York')
  await attach(page, 'Upload W-9 form', 'w9-check.pdf', pdf('W-9 for checks'))
  await expect(page.getByText('w9-check.pdf')).toBeVisible()
  await expectAccessible(page, 'check form')
  await page.getByRole('button', { name: 'Save' }).click()
  await saved(page, 'Check information updated Successfully')

  // ACH: a renamed non-PDF is refused first (PAY-10, PAY-13).
  await addMethod(page, /^ACH/)
  await page.getByLabel('Account type').selectOption('BUSINESS_CHECKING')
  await fillFields(page, ACH)
  const notPdf = Buffer.from('GIF89a pretending to be a PDF')
  await attach(page, 'Upload W-9 form', 'not-really.pdf', notPdf)
  await expect(page.getByText('Please upload a PDF file.')).toBeVisible()
  await expectAccessible(page, 'ACH form with a refused file')
  await attach(page, 'Upload W-9 form', 'w9-ach.pdf', pdf('W-9 for ACH'))
  await expect(page.getByText('Please upload a PDF file.')).toHaveCount(0)
  await page.getByRole('button', { name: 'Save' }).click()
  await saved(page, 'We saved your direct deposit information!!!')

  // Wire with the W-8BEN-E of a corporation (PAY-11, PAY-12).
  await addMethod(page, /^Wire/)
  await page.getByLabel('Business type').selectOption('INTERNATIONAL_CORPORATION')
  await fillFields(page, WIRE)
  await attach(page, 'Upload W-8BEN-E form', 'w8bene.pdf', pdf('W-8BEN-E'))
  await expectAccessible(page, 'wire form')
  await page.getByRole('button', { name: 'Save' }).click()
  await saved(page, 'You have saved your wire transfer information')

  // Four methods: adding is closed (PAY-05).
  const list = page.getByRole('list', { name: 'Saved payment methods' })
  await expect(list.getByRole('listitem')).toHaveCount(4)
  await expect(page.getByRole('button', { name: 'Add Payment Method' })).toHaveCount(0)
  await expectAccessible(page, 'existing payments, four methods')
  // Each tells itself apart, an account number only by its end (issue 7 review finding).
  const items = list.getByRole('listitem')
  await expect(items.nth(0)).toContainText('payouts@demo.test')
  await expect(items.nth(1)).toContainText('Pay to Olivia Owner')
  await expect(items.nth(2)).toContainText('First Demo Bank · •••• 6789')
  await expect(items.nth(3)).toContainText('Banque Démo · •••• 0189')
  await expect(list).not.toContainText('000123456789')
  await expect(list).not.toContainText('3456 7890')
  await expect(
    page.getByRole('link', {
      name: 'View ACH / direct deposit (First Demo Bank, account ending in 6789)',
      exact: true,
    }),
  ).toBeVisible()

  // Still no preferred method: the notice shows on the other account tabs.
  await page.getByRole('link', { name: 'General', exact: true }).click()
  await expect(page).toHaveURL(/\/dashboard\/account\/general$/)
  await expect(page.getByText(NOTICE)).toBeVisible()

  // Make ACH preferred; the shell's notice goes (PAY-16, SHELL-22).
  await page.getByRole('link', { name: 'Payment Information', exact: true }).click()
  await expect(page).toHaveURL(/\/paymentinfo\/existingpayments$/)
  await page.getByRole('button', { name: 'Make ACH / direct deposit preferred' }).click()
  await expect(page.getByText('Your information has been saved successfully')).toBeVisible()
  await expect(list.getByRole('listitem', { name: /ACH/ })).toContainText('Preferred')
  await page.getByRole('link', { name: 'General', exact: true }).click()
  await expect(page).toHaveURL(/\/dashboard\/account\/general$/)
  await expect(page.getByText(NOTICE)).toHaveCount(0)
  await page.goto(`${base}/dashboard/home`)
  await expect(page.getByRole('button', { name: /User menu/ })).toBeVisible()
  await expect(page.getByText(NOTICE)).toHaveCount(0)
})

test('a saved method opens read-only, downloads its form, and asks about preferred on save (PAY-13..17)', async ({
  page,
}) => {
  await signInHere(page)
  await page.goto(`${base}/dashboard/account/paymentinfo/existingpayments`)
  await page.getByRole('link', { name: 'View Check' }).click()
  await expect(page).toHaveURL(/\/enterinformation\/check\/[0-9a-f-]{36}$/)
  const payTo = page.getByLabel('Pay to')
  await expect(payTo).toHaveValue('Olivia Owner')
  await expect(payTo).not.toBeEditable()
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0)
  await expectAccessible(page, 'a saved check, read-only')

  // The tax form: name, update time and a link the server serves as an attachment.
  const link = page.getByRole('link', { name: 'w9-check.pdf' })
  await expect(link).toBeVisible()
  await expect(page.getByText(/^Updated /)).toBeVisible()
  const download = await page.request.get((await link.getAttribute('href'))!)
  expect(download.status()).toBe(200)
  expect(download.headers()['content-type']).toBe('application/pdf')
  expect(download.headers()['content-disposition']).toMatch(/^attachment; filename="w9-check.pdf"/)
  expect((await download.body()).subarray(0, 5).toString()).toBe('%PDF-')

  // Edit, then Back with unsaved changes asks first.
  await page.getByRole('button', { name: 'Edit' }).click()
  await expect(payTo).toBeEditable()
  await payTo.fill('Olivia Q Owner')
  await page.getByRole('button', { name: 'Back', exact: true }).click()
  const leave = page.getByRole('dialog', { name: 'You have unsaved changes. Leave anyway?' })
  await expect(leave).toBeVisible()
  await expectAccessible(page, 'the unsaved-changes dialog')
  await leave.getByRole('button', { name: 'Stay' }).click()
  await expect(leave).toBeHidden()
  await expect(payTo).toHaveValue('Olivia Q Owner')

  // ACH is preferred, this check is not: the dialog asks (PAY-16).
  await page.getByRole('button', { name: 'Save' }).click()
  const ask = page.getByRole('dialog', { name: 'Make this your preferred payment method?' })
  await expect(ask).toBeVisible()
  await expect(
    ask.getByText('After saving, all payments will go through the new preferred method.'),
  ).toBeVisible()
  await expectAccessible(page, 'the preferred-method dialog')
  await ask.getByRole('button', { name: 'Save Without Changing' }).click()
  await saved(page, 'Check information updated Successfully')
  const list = page.getByRole('list', { name: 'Saved payment methods' })
  await expect(list.getByRole('listitem', { name: /ACH/ })).toContainText('Preferred')
  await expect(list.getByRole('listitem', { name: 'Check' })).not.toContainText('Preferred')
})
