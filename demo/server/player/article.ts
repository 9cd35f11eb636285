/**
 * The embed on the demo article page (/demo/article, issue 9): which live embed of the page's
 * site it carries. The page pastes that embed's code exactly as API-45 hands it to the publisher
 * (embeds/embed-code.ts; tests/server/player-article.test.ts compares them with API-45's answer).
 */
import type { DB } from '../platform/db'
import { EMBED_IDS } from '../embeds/seed'

/**
 * The embed the article page of a site carries: the seed's online embed when it is this site's
 * and still shows, otherwise the site's first online embed with live cards (by name), otherwise
 * its first offline one (the player shows every live embed with a live card, and the page's loads
 * put it online: an online embed is one whose code is live on a page, embeds/online-state.ts);
 * null when the site has no live embed with live cards.
 */
export async function articleEmbed(db: DB, siteUUID: string): Promise<string | null> {
  const rows = await db
    .selectFrom('embeds as e')
    .select(['e.embed_uuid', 'e.embed_state'])
    .where('e.site_uuid', '=', siteUUID)
    .where('e.active', '=', 1)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('embed_contents as c')
          .select('c.content_uuid')
          .whereRef('c.embed_uuid', '=', 'e.embed_uuid')
          .where('c.live', '=', 1),
      ),
    )
    .orderBy('e.name_key')
    .execute()
  const chosen =
    rows.find((r) => r.embed_uuid === EMBED_IDS.online) ??
    rows.find((r) => r.embed_state === 'online') ??
    rows[0]
  return chosen?.embed_uuid ?? null
}
