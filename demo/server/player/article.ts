/**
 * The embed on the demo article page (/demo/article, issue 9): the header and body code of one
 * seeded online embed of the page's site, exactly as API-45 hands them to the publisher
 * (tests/server/player-article.test.ts compares them with API-45's answer).
 */
import type { DB } from '../db'
import { EMBED_IDS } from '../embeds/seed'

/** API-45's code for an embed. */
export { embedCodeFor } from '../embeds/save-routes'

/**
 * The embed the article page of a site carries: the seed's online embed when it is this site's
 * and still shows, otherwise the site's first online embed with live cards (by name); null when
 * the site has none.
 */
export async function articleEmbed(db: DB, siteUUID: string): Promise<string | null> {
  const rows = await db
    .selectFrom('embeds as e')
    .select(['e.embed_uuid', 'e.name_key'])
    .where('e.site_uuid', '=', siteUUID)
    .where('e.active', '=', 1)
    .where('e.embed_state', '=', 'online')
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
  return (
    rows.find((r) => r.embed_uuid === EMBED_IDS.online)?.embed_uuid ?? rows[0]?.embed_uuid ?? null
  )
}
