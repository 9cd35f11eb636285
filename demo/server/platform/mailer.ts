/**
 * Outgoing e-mail, one interface for both modes, chosen at startup (`createMailer`):
 * - demo: every e-mail is written to the outbox table, which /demo/outbox shows;
 * - production: the outbox still records what was sent (never served), and the e-mail goes out
 *   through SMTP (nodemailer, configured by SMTP_URL or SMTP_HOST/PORT/USER/PASS and MAIL_FROM).
 *
 * Callers only call `sendMail(db or transaction, mail)`. The app runs each request inside its
 * mailer's scope (`runWithMailer`); e-mails queued by a request leave only once its handler
 * succeeded, so a rolled-back save sends nothing, and the reply never waits for the mail server
 * (a reset request takes as long for an unknown address as for a known one).
 */
import { AsyncLocalStorage } from 'node:async_hooks'
import nodemailer, { type Transporter } from 'nodemailer'
import type { ServerConfig, SmtpSettings } from './config'
import type { DB } from './db'
import { mails as mailCounts } from './ops-metrics'
import { log, maskEmail } from './log'

export interface OutgoingMail {
  to: string
  subject: string
  body: string
  link?: string
  kind: string
  /** Extra headers for SMTP (List-Unsubscribe); the outbox does not keep them. */
  headers?: Record<string, string>
}

export interface Mailer {
  readonly kind: 'outbox' | 'smtp'
  /** Sends e-mails beyond the outbox (the outbox mailer has nothing more to do). */
  deliver(mails: OutgoingMail[]): void
  /** Resolves when every delivery started so far has finished (tests, shutdown). */
  settled(): Promise<void>
}

/** Demo mode: the outbox row is the e-mail. */
export const outboxMailer: Mailer = {
  kind: 'outbox',
  deliver: () => {},
  settled: async () => {},
}

/** Production mode: SMTP through nodemailer. `transport` is injectable (tests use jsonTransport). */
export function smtpMailer(
  settings: SmtpSettings,
  transport: Transporter = smtpTransport(settings),
): Mailer {
  const pending = new Set<Promise<void>>()
  return {
    kind: 'smtp',
    deliver(mails) {
      for (const mail of mails) {
        const sending = transport
          .sendMail({
            from: settings.from,
            to: mail.to,
            subject: mail.subject,
            text: mail.body,
            ...(mail.headers ? { headers: mail.headers } : {}),
          })
          .then(
            () => void mailCounts.inc({ outcome: 'sent' }),
            (error: unknown) => {
              mailCounts.inc({ outcome: 'failed' })
              // The address is logged, never the body: it holds a reset or invitation link.
              log.error({ err: error, kind: mail.kind, to: maskEmail(mail.to) }, 'e-mail not sent')
            },
          )
          .finally(() => pending.delete(sending))
        pending.add(sending)
      }
    },
    async settled() {
      while (pending.size) await Promise.all(pending)
    },
  }
}

function smtpTransport(settings: SmtpSettings): Transporter {
  if (settings.url) return nodemailer.createTransport(settings.url)
  return nodemailer.createTransport({
    host: settings.host ?? undefined,
    port: settings.port,
    secure: settings.port === 465,
    auth: settings.user ? { user: settings.user, pass: settings.pass ?? '' } : undefined,
  })
}

/** The mailer for this configuration: the outbox in demo mode, SMTP in production. */
export function createMailer(config: ServerConfig, transport?: Transporter): Mailer {
  if (config.mode === 'demo') return outboxMailer
  if (!config.smtp) throw new Error('Production mode needs SMTP settings')
  return smtpMailer(config.smtp, transport)
}

const scope = new AsyncLocalStorage<{ mailer: Mailer; queued: OutgoingMail[] }>()

/**
 * Runs one request with `mailer`; the e-mails it queued are delivered after it, unless it failed
 * (`succeeded` is asked once the request is done).
 */
export async function runWithMailer(
  mailer: Mailer,
  run: () => Promise<void>,
  succeeded: () => boolean,
): Promise<void> {
  const state = { mailer, queued: [] as OutgoingMail[] }
  await scope.run(state, run)
  if (state.queued.length && succeeded()) mailer.deliver(state.queued)
}

/** Records the e-mail in the outbox (in the caller's transaction) and queues its delivery. */
export async function sendMail(db: DB, mail: OutgoingMail, at = Date.now()): Promise<void> {
  await db
    .insertInto('outbox')
    .values({
      to_email: mail.to,
      subject: mail.subject,
      body: mail.body,
      link: mail.link ?? null,
      kind: mail.kind,
      created_at: at,
    })
    .execute()
  const state = scope.getStore()
  if (state && state.mailer.kind !== 'outbox') state.queued.push(mail)
}

/**
 * Marks the request's queue; the returned function forgets every e-mail queued after the mark.
 * A transaction that rolls back (and may run again) calls it, so its e-mails leave at most once.
 */
export function mailCheckpoint(): () => void {
  const state = scope.getStore()
  const length = state?.queued.length ?? 0
  return () => {
    if (state) state.queued.length = length
  }
}
