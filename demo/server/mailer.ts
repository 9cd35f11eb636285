/** Outgoing e-mail goes to the outbox table, which /demo/outbox shows. */
import type { DB } from './db'

export async function sendMail(
  db: DB,
  mail: { to: string; subject: string; body: string; link?: string; kind: string },
): Promise<void> {
  await db
    .insertInto('outbox')
    .values({
      to_email: mail.to,
      subject: mail.subject,
      body: mail.body,
      link: mail.link ?? null,
      kind: mail.kind,
      created_at: Date.now(),
    })
    .execute()
}
