/**
 * The player's preview frame (issue 9): /player/v4/preview.html renders the PlayerEmbed its
 * same-origin parent posts, reports nothing, and posts its height back. One crafted embed shows
 * every kind of frame: a quiz (the correct answer revealed), the e-mail card at position 2, a
 * story linking out; an overlay ad with the bottom inline box (OVERLAY_TOP_AD), the partner logo and
 * the brand colour. Driven by keyboard where a reader would.
 */
import { expect, test, type Page } from '@playwright/test'
import type { PlayerEmbed } from '../../src/areas/embeds/lib/player-rules'
import { expectAccessible } from './fixtures'

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`

function embedFor(origin: string): PlayerEmbed {
  return {
    embedUUID: uuid(1),
    location: 'in-content',
    contentOrder: 'ordered',
    brandColor: '#b91c1c',
    partnerLogo: {
      src: `${origin}/demo/assets/embed-posters/poster-1.svg`,
      url: 'https://partner.example/',
    },
    ads: { desktop: 'OVERLAY_TOP_AD', mobile: 'OVERLAY_TOP_AD' },
    cards: [
      {
        contentUUID: uuid(2),
        contentType: 'QUIZ',
        title: 'Which planet is the largest? <b>not bold</b>',
        backgroundColor: 'rgba(48,48,48,0.8)',
        backgroundImageURL: null,
        question: {
          type: 'text1',
          options: [
            {
              optionUUID: uuid(3),
              text: 'Mars',
              emoji: null,
              imageURL: null,
              correct: false,
              chosen: 4,
            },
            {
              optionUUID: uuid(4),
              text: 'Jupiter',
              emoji: null,
              imageURL: null,
              correct: true,
              chosen: 9,
            },
          ],
        },
        story: null,
      },
      {
        contentUUID: uuid(5),
        contentType: 'STORY',
        title: 'Inside the newsroom',
        backgroundColor: null,
        backgroundImageURL: null,
        question: null,
        story: { ctaText: 'Read More', url: 'https://news.example/inside' },
      },
    ],
    email: {
      position: 2,
      headline: 'Stay in the loop',
      body: 'Get the best stories every week.',
      publisherName: 'Demo Publisher',
      privacyPolicyURL: 'https://news.example/privacy',
      backgroundColor: null,
      backgroundImageURL: null,
    },
  }
}

/** A same-origin parent page holding the preview frame; collects the frame's messages. */
async function openHost(page: Page, baseURL: string) {
  const host = `${baseURL}/__player-preview-host`
  await page.route(host, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html lang="en"><head><title>Builder</title></head><body><main><h1>Preview</h1><iframe title="Embed preview" src="/player/v4/preview.html" style="width:100%;border:0"></iframe></main></body></html>',
    }),
  )
  await page.goto(host)
  await page.evaluate(() => {
    const w = window as unknown as { got: unknown[] }
    w.got = []
    addEventListener('message', (e) => w.got.push(e.data))
  })
  const frame = page.frameLocator('iframe')
  await expect(frame.locator('#pp-preview')).toBeAttached()
  return frame
}

const post = (page: Page, message: unknown) =>
  page.evaluate((m) => {
    document.querySelector('iframe')!.contentWindow!.postMessage(m, location.origin)
  }, message)

test('the preview frame renders what its parent posts, reports nothing, and sends its height', async ({
  page,
  baseURL,
}) => {
  const reported: string[] = []
  page.on('request', (r) => r.url().includes('/api/player/') && reported.push(r.url()))
  const frame = await openHost(page, baseURL!)
  const player = frame.locator('#pp-preview')

  // Not a preview message: nothing shows.
  await post(page, { type: 'something-else', embed: embedFor(baseURL!) })
  await post(page, { type: 'pp-preview' })
  await post(page, { type: 'pp-preview', embed: embedFor(baseURL!) })
  const quiz = player.getByRole('heading', { name: 'Which planet is the largest? <b>not bold</b>' })
  await expect(quiz).toBeVisible()
  await expect(player.locator('b')).toHaveCount(0)
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          (window as unknown as { got: Array<{ type: string; height?: number }> }).got.filter(
            (m) => m.type === 'pp-preview-height',
          ).length,
      ),
    )
    .toBeGreaterThan(0)
  const height = await page.evaluate(
    () =>
      (window as unknown as { got: Array<{ type: string; height?: number }> }).got.findLast(
        (m) => m.type === 'pp-preview-height',
      )!.height!,
  )
  expect(height).toBeGreaterThan(200)

  // OVERLAY_TOP_AD: the overlay (closable) and the bottom inline box, no top box.
  const overlay = player.getByRole('complementary', { name: 'Advertisement' })
  await expect(overlay).toBeVisible()
  await expect(player.locator('.ad')).toHaveCount(1)
  await expect(player.locator('.ad.bottom')).toBeVisible()
  // Partner logo and brand colour.
  const logo = player.getByRole('link', { name: 'Partner logo' })
  await expect(logo).toHaveAttribute('href', 'https://partner.example/')
  await expect(logo).toHaveAttribute('target', '_blank')
  await expect(logo).toHaveAttribute('rel', /noopener/)
  await expect(player.getByRole('button', { name: 'Next' })).toHaveCSS(
    'background-color',
    'rgb(185, 28, 28)',
  )
  await expectAccessible(page.frames()[1]!, 'preview frame: quiz')

  await overlay.getByRole('button', { name: 'Close ad' }).click()
  await expect(overlay).toHaveCount(0)

  // Keyboard: Tab to the first answer (the wrong one) and press Enter.
  await player.getByRole('heading', { level: 2 }).focus()
  await page.keyboard.press('Tab')
  const mars = player.getByRole('button', { name: 'Mars', exact: true })
  await expect(mars).toBeFocused()
  expect(await mars.evaluate((el) => el.matches(':focus-visible'))).toBe(true)
  await page.keyboard.press('Enter')
  await expect(player.getByRole('button', { name: /^Mars\s*,\s*Your answer$/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  await expect(player.getByRole('button', { name: /^Jupiter\s*,\s*Correct$/ })).toBeVisible()
  await expect(player.getByRole('status')).toHaveText('Not quite.')
  // One answer per card.
  await player.getByRole('button', { name: /^Jupiter/ }).click({ force: true })
  await expect(player.getByRole('button', { name: /^Jupiter\s*,\s*Correct$/ })).toHaveAttribute(
    'aria-pressed',
    'false',
  )
  await expectAccessible(page.frames()[1]!, 'preview frame: answered quiz')

  // Next: the e-mail card (position 2), focus on its heading.
  await player.getByRole('button', { name: 'Next' }).click()
  await expect(player.getByRole('heading', { name: 'Stay in the loop' })).toBeFocused()
  const field = player.getByRole('textbox', { name: 'User email', exact: true })
  await field.fill('not an address')
  await player.getByRole('button', { name: 'Submit' }).click()
  await expect(player.getByText('Please enter a valid email')).toBeVisible()
  await expect(field).toBeFocused()
  await field.fill('reader@news.example')
  await page.keyboard.press('Enter')
  await expect(player.getByText('Thank you! You are signed up.')).toBeVisible()
  await expect(player.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
    'href',
    'https://news.example/privacy',
  )
  await expectAccessible(page.frames()[1]!, 'preview frame: e-mail card')

  // Next: the story, linking out in a new tab.
  await player.getByRole('button', { name: 'Next' }).click()
  const cta = player.getByRole('link', { name: 'Read More' })
  await expect(cta).toHaveAttribute('href', 'https://news.example/inside')
  await expect(cta).toHaveAttribute('target', '_blank')
  await expect(cta).toHaveAttribute('rel', /noopener/)
  await expect(player.getByRole('button', { name: 'Start over' })).toBeVisible()

  // A new embed from the parent starts over.
  await post(page, {
    type: 'pp-preview',
    embed: { ...embedFor(baseURL!), email: null, ads: { desktop: 'NONE', mobile: 'NONE' } },
  })
  await expect(quiz).toBeVisible()
  await expect(player.locator('.ad')).toHaveCount(0)
  await expect(player.getByText('Card 1 of 2')).toBeAttached()

  expect(reported).toEqual([])
})

test('the preview shows a result for 5 s, then the next frame, and ends with the date-of-birth sample (BLD-57)', async ({
  page,
  baseURL,
}) => {
  await page.clock.install()
  const frame = await openHost(page, baseURL!)
  const player = frame.locator('#pp-preview')
  await post(page, {
    type: 'pp-preview',
    embed: {
      ...embedFor(baseURL!),
      embedUUID: null,
      ads: { desktop: 'NONE', mobile: 'NONE' },
      preview: { resultMs: 5000, birthDateQuestion: true },
    },
  })
  await expect(player.getByRole('button', { name: 'Mars', exact: true })).toBeVisible()
  // The installed clock still follows real time: stop it, so that a slow machine's seconds
  // between the answer and runFor do not count as the result's time.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000)
  await player.getByRole('button', { name: 'Mars', exact: true }).click()
  await expect(player.getByRole('status')).toHaveText('Not quite.')
  await page.clock.runFor(4900)
  await expect(player.getByRole('heading', { name: /Which planet/ })).toBeVisible()
  await page.clock.runFor(200)
  await expect(player.getByRole('heading', { name: 'Stay in the loop' })).toBeVisible()
  // Unanswered frames wait for the reader.
  await page.clock.runFor(10_000)
  await expect(player.getByRole('heading', { name: 'Stay in the loop' })).toBeVisible()
  await player.getByRole('button', { name: 'Next' }).click()
  await player.getByRole('button', { name: 'Next' }).click()
  await expect(player.getByRole('heading', { name: 'What is your date of birth?' })).toBeFocused()
  await expect(player.getByText('Card 4 of 4')).toBeAttached()
  const birth = player.getByRole('textbox', { name: 'Date of birth (YYYY-MM-DD)' })
  await birth.fill('1890-01-01')
  await player.getByRole('button', { name: 'Submit' }).click()
  await expect(player.getByText('Enter a date as YYYY-MM-DD (years 1900 to 2099).')).toBeVisible()
  await expect(birth).toHaveAttribute('aria-invalid', 'true')
  // axe waits on timers: let the clock run again.
  await page.clock.resume()
  await expectAccessible(page.frames()[1]!, 'preview frame: date-of-birth sample, invalid')
  await birth.fill('1990-06-15')
  await page.keyboard.press('Enter')
  await expect(player.getByRole('status')).toHaveText('Thank you!')
})
