/**
 * Issue 30, reply e-mails: a reader of the demo article asks for an e-mail when someone replies,
 * confirms the address by the outbox link, another reader's reply is published, the e-mail
 * reaches the outbox and its unsubscribe link works without a session.
 */
import { expect, test, type Browser, type Page } from '@playwright/test'
import { expectAccessible, seededDailyPlanetModeration } from './fixtures'
import { SWEEP_PORT } from './playwright.config'

const ARTICLE = '/demo/article'

test.describe.configure({ mode: 'serial' })
// The screen sweep's server (a database of its own): its comment posts, counted per address (10 a
// minute), leave the budget of the other commenting flows on the main server untouched.
test.use({ baseURL: `http://127.0.0.1:${SWEEP_PORT}` })

test.beforeAll(async ({ playwright, baseURL }) => {
  // Post-moderation: a reply is published at once.
  await seededDailyPlanetModeration(playwright, baseURL!)
})

const unitOf = (page: Page) => page.locator('.pp-commenting')

/** A reader of the article in a browser of their own (no portal session). */
async function reader(browser: Browser) {
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.goto(ARTICLE)
  await expect(unitOf(page).getByRole('article').first()).toBeVisible()
  return page
}

/** Fills a comment or reply form as a named commenter. */
async function fillNamed(
  form: ReturnType<Page['getByRole']>,
  text: string,
  name: string,
  email: string,
) {
  await form.getByLabel(/^Your (comment|reply)$/).fill(text)
  const anonymous = form.getByLabel('Post anonymously')
  if (await anonymous.isVisible()) await anonymous.uncheck()
  await form.getByLabel('Name').fill(name)
  await form.getByLabel('E-mail (not shown)').fill(email)
}

/** The newest outbox card to `to` of `kind`, on the demo outbox page. */
const outboxMail = (page: Page, to: string, kind: string) =>
  page.locator(`article.mail[data-to="${to}"][data-kind="${kind}"]`).first()

test('a confirmed commenter is e-mailed a published reply and unsubscribes without a session', async ({
  browser,
}) => {
  const stamp = Date.now()
  const email = `lois.${stamp}@planet.test`
  const text = `Who funds the harbour works? ${stamp}`
  const lois = await reader(browser)
  const form = unitOf(lois).getByRole('form', { name: 'Post a comment' })
  await fillNamed(form, text, 'Lois Lane', email)
  await form.getByLabel('E-mail me when someone replies').check()
  await form.getByLabel('How often').selectOption('IMMEDIATE')
  await expectAccessible(lois, 'article with the reply e-mail choice')
  await form.getByRole('button', { name: 'Post comment' }).click()
  await expect(form.getByRole('status')).toContainText(`open the link we sent to ${email}`)
  await expect(form.getByLabel('E-mail me when someone replies')).not.toBeChecked()

  // The confirmation link, from the outbox, in the same browser (no portal session there).
  await lois.goto('/demo/outbox')
  const confirmation = outboxMail(lois, email, 'comment-reply-confirm')
  await expect(confirmation).toContainText('Confirm reply e-mails')
  await confirmation.getByRole('link', { name: 'Open link' }).click()
  await expect(lois.getByRole('heading', { level: 1 })).toHaveText('Reply e-mails confirmed')
  await expectAccessible(lois, 'reply e-mails confirmed')

  // Another reader replies; post-moderation publishes it at once.
  const jimmy = await reader(browser)
  const theirs = unitOf(jimmy).getByRole('article').filter({ hasText: text }).first()
  await theirs.getByRole('button', { name: 'Reply', exact: true }).click()
  const replyForm = theirs.getByRole('form', { name: 'Reply' })
  const answer = `The port authority, I think ${stamp}`
  await fillNamed(replyForm, answer, 'Jimmy Olsen', `jimmy.${stamp}@planet.test`)
  await replyForm.getByRole('button', { name: 'Post reply' }).click()
  await expect(
    unitOf(jimmy).getByRole('article', { name: 'Jimmy Olsen' }).filter({ hasText: answer }),
  ).toBeVisible()
  await jimmy.context().close()

  // The e-mail reaches the outbox with its unsubscribe link.
  const fresh = await browser.newContext()
  const outbox = await fresh.newPage()
  await outbox.goto('/demo/outbox')
  const mail = outboxMail(outbox, email, 'comment-reply')
  await expect(mail).toContainText('Jimmy Olsen replied to your comment')
  await expect(mail).toContainText(answer)
  await expect(mail).toContainText('Stop these e-mails (one click, no sign-in)')
  // Without a session: a new browser opens the link.
  await mail.getByRole('link', { name: 'Open link' }).click()
  await expect(outbox.getByRole('heading', { level: 1 })).toHaveText('Unsubscribed')
  await expectAccessible(outbox, 'unsubscribed')
  await fresh.close()
  await lois.context().close()
})
