/**
 * Shared by the payment information tests (PAY-07..16, API-29..34): the calls' paths, a valid
 * form of each type, the invalid values of a field, and a harness with its own uploads folder that
 * a test restarts for a clean slate, with the rows and stored files a refused call must leave.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { after, before } from 'node:test'
import { FORM_FIELDS, type PaymentType } from '../../src/areas/account/lib/payment-rules'
import {
  api,
  IDS,
  signedIn,
  snapshot,
  startHarness,
  storedFileNames,
  type Client,
  type Harness,
  type Reply,
} from './harness'

export const create = (type: string, account = IDS.demoAccount) =>
  api(`/accounts/${account}/paymentinfo/${type}`)
export const summaryOf = (account = IDS.demoAccount) => api(`/accounts/${account}/paymentinfo`)

/** A small valid PDF, padded to `size` bytes. */
export function pdf(size = 600): Buffer {
  const head = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n')
  return size <= head.length ? head : Buffer.concat([head, Buffer.alloc(size - head.length, 32)])
}

/** Sends a payment form as multipart form data, its files PDFs unless they say otherwise. */
export function sendForm(
  client: Client,
  method: 'POST' | 'PUT',
  path: string,
  fields: Record<string, string>,
  files: Record<string, { bytes: Buffer; name: string; type?: string }> = {},
): Promise<Reply> {
  const typed = Object.fromEntries(
    Object.entries(files).map(([key, file]) => [key, { type: 'application/pdf', ...file }]),
  )
  return client.multipart(method, path, fields, typed)
}

export const VALID: Record<Exclude<PaymentType, 'PAYPAL'>, Record<string, string>> = {
  CHECKS: {
    payTo: 'Olivia Owner',
    paymentStreetAddress: "350 Fifth Avenue, Suite 5.1-A, O'Neil Bldg",
    defaultAddress: 'false',
    city: 'New York',
    state: 'N.Y.',
    zipCode: '10118',
    country: 'United States',
  },
  ACH: {
    bankAccountType: 'BUSINESS_CHECKING',
    bankName: 'First Demo Bank',
    accountName: 'Demo Publisher LLC',
    routingCode: '021000021',
    accountNumber: '000123456789',
  },
  WIRE: {
    businessType: 'INTERNATIONAL_CORPORATION',
    bankName: 'Banque Démo',
    accountName: 'Demo Publisher SARL',
    bankAddress: '12 Rue de la Paix',
    bankCity: 'Paris',
    bankRegion: 'Île-de-France',
    bankZipCode: '75002',
    bankCountry: 'France',
    swift: 'BNPAFRPPXXX',
    iban: 'FR76 3000 6000 0112 3456 7890 189',
  },
}
export const SLUG = { CHECKS: 'check', ACH: 'ach', WIRE: 'wire' } as const
export const FILE_PART = { CHECKS: 'w9', ACH: 'w9', WIRE: 'w8BENE' } as const

export const ids = (reply: Reply) => reply.body?.id as string

/** The invalid values of a field: too short, too long, leading space, wrong characters, missing. */
export function badValues(type: PaymentType, key: string): Array<[string, string | undefined]> {
  const def = FORM_FIELDS[type].find((f) => f.key === key)!
  if (def.kind === 'choice')
    return [
      ['unknown choice', 'SOMETHING_ELSE'],
      ['missing', undefined],
    ]
  const max = def.rule.max
  const cases: Array<[string, string | undefined]> = [
    ['empty', ''],
    ['too short', 'A'],
    ['too long', 'A'.repeat(max + 1)],
    ['leading space', ' Abc'],
    ['leading tab', '\tAbc'],
    ['only spaces', '   '],
    ['missing', undefined],
  ]
  const wrong: Record<string, string> = {
    payTo: 'Olivia Owner 3rd',
    paymentStreetAddress: '350 Fifth Ave #5',
    city: 'New York 10',
    state: 'NY<1>',
    country: 'U$A',
    routingCode: '0210-000$21',
    accountNumber: '1234/5678',
    bankAddress: '12 Rue de la Paix; Paris',
    bankCity: 'Paris 2e',
    bankRegion: 'Region 7',
    bankCountry: 'France=FR',
    iban: 'FR76_3000',
  }
  if (wrong[key]) cases.push(['wrong characters', wrong[key]])
  return cases
}

/**
 * The payments tests' harness, with an uploads folder of its own (removed at the end): started
 * before the file's tests, and again by `fresh()` for a test that needs a clean slate. `state()`
 * is its rows and stored files together: a refused call must leave both unchanged.
 */
export function paymentsHarness() {
  const h = {} as Harness
  let uploadsDir = ''
  async function close() {
    await h.close?.()
    if (uploadsDir) rmSync(uploadsDir, { recursive: true, force: true })
  }
  async function fresh() {
    await close()
    uploadsDir = mkdtempSync(join(tmpdir(), 'pp-uploads-'))
    Object.assign(h, await startHarness({ uploadsDir }))
  }
  before(fresh)
  after(close)
  return {
    h,
    fresh,
    state: async () =>
      (await snapshot(h.db, ['payment_methods', 'uploads'])) +
      JSON.stringify(await storedFileNames(h)),
    owner: () => signedIn(h, 'owner@demo.test'),
  }
}
