/**
 * The markup of the demo publisher article page (/demo/article): a newspaper page as a publisher
 * would build it, carrying the commenting unit's header code, counters and unit code, and the
 * ratings unit's header code, counter and unit when the site has one.
 */
import { escapeHtml } from './pages'

export interface Story {
  pageId: string
  kicker: string
  title: string
  standfirst: string
  author: string
  date: string
  paragraphs: string[]
}

export const STORIES: Story[] = [
  {
    pageId: 'welcome-to-the-daily-planet',
    kicker: 'Metropolis',
    title: 'Welcome to the Daily Planet',
    standfirst:
      'Our newsroom opens its pages to readers: from today, every story ends with a conversation.',
    author: 'Perry White',
    date: 'March 2, 2026',
    paragraphs: [
      'For more than eighty years the Daily Planet has reported on Metropolis: its council, its harbour, its schools and the people who keep the city running. Today we add something we should have had long ago — a place under every story where readers can answer back.',
      'Comments are moderated by our community desk. Be specific, be kind, and stay on the subject of the story. Links to other sites may be held back, and comments that attack other readers will be removed.',
      'We read what you write. Corrections, tips and questions from readers have shaped some of our best reporting, and we expect the conversation below each article to do the same.',
      'Tell us what you would like the Planet to cover this year — the comment box is just below.',
    ],
  },
  {
    pageId: 'city-council-votes',
    kicker: 'City Hall',
    title: 'City council votes to reopen the harbour bridge',
    standfirst: 'Commuters return to the Hob’s Bay crossing as the last lane opens on Monday.',
    author: 'Lois Lane',
    date: 'March 1, 2026',
    paragraphs: [
      'The council voted 9 to 4 on Thursday night to reopen the Hob’s Bay bridge, two years and four months after inspectors closed it over corroded cables.',
      'The city says the new deck will carry buses in a dedicated lane from April; cyclists get a protected path on the eastern side.',
    ],
  },
  {
    pageId: 'weekend-weather',
    kicker: 'Weather',
    title: 'Sunshine for the weekend, then a cold snap',
    standfirst: 'Saturday and Sunday stay dry and mild before temperatures drop on Monday night.',
    author: 'Jimmy Olsen',
    date: 'February 27, 2026',
    paragraphs: [
      'Expect highs of 61°F on Saturday and 58°F on Sunday, with light winds off the bay.',
      'A cold front arrives late Monday; pack a coat for the Tuesday commute.',
    ],
  },
]

/**
 * A story's address as the publisher would publish it (its canonical link and the ratings unit's
 * data-url): the site's own domain, not the demo page's query, so each story is its own page.
 */
export const articleUrl = (slug: string, pageId: string) =>
  `https://www.${slug.replace(/[^a-z0-9]/gi, '').toLowerCase()}.test/stories/${encodeURIComponent(pageId)}`

/** A known story, or a plain article for any other page id (the unit works on any page). */
export function storyFor(pageId: string): Story {
  const known = STORIES.find((s) => s.pageId === pageId)
  if (known) return known
  const title = pageId.replace(/[-_]+/g, ' ').replace(/^\w/, (ch) => ch.toUpperCase())
  return {
    ...STORIES[0]!,
    pageId,
    kicker: 'News',
    title,
    paragraphs: STORIES[0]!.paragraphs.slice(2),
  }
}

interface Page {
  siteName: string
  slug: string
  story: Story
  /** The unit's header code (script tag), empty when the site has no unit. */
  headerCode: string
  /** The counter code for a page id. */
  counter: (pageId: string) => string
  unitCode: string
  /** The embed player's header and body code (demo/server/player/article.ts), when the site has one. */
  embed?: { headerCode: string; bodyCode: string } | null
  /** The ratings unit's header code, counter and unit code for this page, when the site has one. */
  ratings?: { headerCode: string; counter: string; unit: string } | null
}

export function articleHtml({
  siteName,
  slug,
  story,
  headerCode,
  counter,
  unitCode,
  embed,
  ratings,
}: Page): string {
  const link = (pageId: string) =>
    `/demo/article?site=${encodeURIComponent(slug)}&amp;page=${encodeURIComponent(pageId)}`
  const more = STORIES.filter((s) => s.pageId !== story.pageId)
    .map(
      (s) =>
        `<li><a href="${link(s.pageId)}">${escapeHtml(s.title)}</a><span class="count">${counter(s.pageId)}</span></li>`,
    )
    .join('')
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(story.title)} · ${escapeHtml(siteName)}</title>
<link rel="canonical" href="${escapeHtml(articleUrl(slug, story.pageId))}">
${embed?.headerCode ?? ''}
<link rel="stylesheet" href="/demo/assets/article.css">
${headerCode}
${ratings?.headerCode ?? ''}
</head><body>
<header class="masthead"><div class="wrap">
<a class="brand" href="${link(STORIES[0]!.pageId)}">${escapeHtml(siteName)}</a>
<nav aria-label="Sections"><a href="#">City</a><a href="#">Business</a><a href="#">Sport</a><a href="#">Culture</a><a href="/">Publisher portal</a></nav>
</div></header>
<main class="wrap layout">
<article class="story">
<p class="kicker">${escapeHtml(story.kicker)}</p>
<h1>${escapeHtml(story.title)}</h1>
<p class="standfirst">${escapeHtml(story.standfirst)}</p>
<p class="byline">By ${escapeHtml(story.author)} · <time>${escapeHtml(story.date)}</time> · <a href="#comments" class="count-link">${counter(story.pageId)}</a></p>
${ratings ? `<div class="ratings-counter">${ratings.counter}</div>` : ''}
${story.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
${ratings ? `<section id="ratings" class="ratings">${ratings.unit}</section>` : ''}
<section id="comments" class="comments">${unitCode}</section>
</article>
<aside class="more">${embed ? `<div class="embed" style="margin:0 0 28px">${embed.bodyCode}</div>` : ''}<h2>More from ${escapeHtml(siteName)}</h2><ul>${more}</ul></aside>
</main>
<footer class="wrap foot">© 2026 ${escapeHtml(siteName)} · A demo publisher page for the publisher portal.</footer>
</body></html>`
}
