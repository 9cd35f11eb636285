/**
 * A production-mode app as an operator runs it, for the production tests: PUBLIC_URL and SMTP
 * settings (mail through nodemailer's jsonTransport: built, recorded, nothing leaves), a fresh
 * database with no seed, and one real account with one user, as an operator would create them.
 */
import assert from 'node:assert/strict'
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import nodemailer from 'nodemailer'
import { createApp } from '../../demo/server/app'
import { loadConfig } from '../../demo/server/platform/config'
import { openDatabase, type DB } from '../../demo/server/platform/db'
import { smtpMailer, type Mailer } from '../../demo/server/platform/mailer'
import { hashPassword } from '../../demo/server/platform/passwords'
import { EventBuffer } from '../../demo/server/player/event-buffer'
import { PublicCache } from '../../demo/server/platform/public-cache'
import { ALL, DEMO_PASSWORD } from '../../demo/server/seed'
import type { Harness } from './harness'

export const PUBLIC_URL = 'https://portal.example.com'
export const PRODUCTION = {
  PORTAL_MODE: 'production',
  PUBLIC_URL,
  SMTP_HOST: 'smtp.example.com',
  SMTP_PORT: '587',
  SMTP_USER: 'portal',
  SMTP_PASS: 'secret',
  MAIL_FROM: 'Publisher Portal <portal@example.com>',
}
export const ACCOUNT = '7a000000-0000-4000-8000-000000000001'
export const USER = '7b000000-0000-4000-8000-000000000001'
export const EMAIL = 'real.person@example.com'

export interface SentMail {
  to: string
  from: string
  subject: string
  text: string
}

export interface ProductionHarness {
  harness: Harness
  db: DB
  mailer: Mailer
  /** What the mailer handed to the transport. */
  sent: SentMail[]
}

/**
 * A project root whose build is a stand-in host script (the server layer runs before the build):
 * enough for the portal's pages, which only name the script.
 */
export function builtRoot(): string {
  const root = mkdtempSync(join(tmpdir(), 'pp-root-'))
  mkdirSync(join(root, 'dist', 'host'), { recursive: true })
  mkdirSync(join(root, 'dist', 'elements'), { recursive: true })
  writeFileSync(join(root, 'dist', 'host', 'main.js'), '// stand-in\n')
  return root
}

/** The app in production mode with `env` over PRODUCTION, and its one real user. */
export async function startProduction(
  env: Record<string, string> = {},
  root?: string,
): Promise<ProductionHarness> {
  const config = {
    ...loadConfig({ ...PRODUCTION, ...env }),
    uploadsDir: mkdtempSync(join(tmpdir(), 'pp-uploads-')),
  }
  const opened = await openDatabase({ kind: 'sqlite', dataDir: null }) // no seed in production
  const db = opened.db
  const sent: SentMail[] = []
  const transport = nodemailer.createTransport({ jsonTransport: true })
  const send = transport.sendMail.bind(transport)
  transport.sendMail = (async (mail: Parameters<typeof send>[0]) => {
    const info = await send(mail) // the jsonTransport builds the message: nothing leaves
    assert.ok(info.messageId)
    sent.push(mail as SentMail)
    return info
  }) as typeof transport.sendMail
  const mailer = smtpMailer(config.smtp!, transport)
  const cache = new PublicCache()
  const events = new EventBuffer(db, config.eventFlushMs)
  const app = createApp({ db, config, mailer, cache, events, root })
  await db
    .insertInto('accounts')
    .values({
      account_uuid: ACCOUNT,
      name: 'Real Publisher',
      street_address: '1 Main Street',
      city: 'Boston',
      zip_code: '02108',
      region: 'MA',
      country: 'United States',
      show_pub_portal_v2_button: 0,
      created_at: Date.now(),
    })
    .execute()
  await db
    .insertInto('users')
    .values({
      user_uuid: USER,
      account_uuid: ACCOUNT,
      email: EMAIL,
      first_name: 'Real',
      last_name: 'Person',
      phone: '+1 617 555 0100',
      password_hash: await hashPassword(DEMO_PASSWORD),
      status: 'ACTIVE',
      permissions: JSON.stringify(ALL),
      is_support: 0,
      terms_required: 0,
      auto_login: 0,
      created_at: Date.now(),
    })
    .execute()
  return {
    harness: { db, config, app, cache, events, close: () => opened.close() },
    db,
    mailer,
    sent,
  }
}
