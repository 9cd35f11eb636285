/** The comments of a page as the public unit lists them (public-routes.ts), newest first. */
import type { DB } from '../platform/db'
import type { CommentsTable } from '../platform/schema'
import { commentJson } from './public-queries'

/** Comments listed at most on a page. */
export const MAX_LISTED = 500

export type ListedComment = CommentsTable & { name: string | null; anonymous: number }

/** The comments of a page that everyone sees, and how many are published. */
export interface PageComments {
  rows: ListedComment[]
  publishedCount: number
}

export const pageJson = (page: PageComments, me: string | null, held: ListedComment[] = []) =>
  JSON.stringify({
    comments: [...held, ...page.rows]
      .sort((a, b) => b.created_at - a.created_at || (a.comment_uuid < b.comment_uuid ? 1 : -1))
      .map((r) => commentJson(r, r.commenter_uuid === me)),
    publishedCount: page.publishedCount,
  })

/** A page's published comments (newest first, at most 500) and their count. */
export async function pageComments(
  db: DB,
  unitUUID: string,
  pageId: string,
): Promise<PageComments> {
  const rows = await listed(db, unitUUID, pageId)
    .where('m.status', '=', 'PUBLISHED')
    .limit(MAX_LISTED)
    .execute()
  const published = await db
    .selectFrom('comments')
    .select(({ fn }) => fn.countAll<number>().as('n'))
    .where('unit_uuid', '=', unitUUID)
    .where('page_id', '=', pageId)
    .where('status', '=', 'PUBLISHED')
    .executeTakeFirstOrThrow()
  return { rows, publishedCount: Number(published.n) }
}

/** The comments of a page with their authors' names, newest first. */
export function listed(db: DB, unitUUID: string, pageId: string) {
  return db
    .selectFrom('comments as m')
    .innerJoin('commenters as p', 'p.commenter_uuid', 'm.commenter_uuid')
    .selectAll('m')
    .select(['p.name', 'p.anonymous'])
    .where('m.unit_uuid', '=', unitUUID)
    .where('m.page_id', '=', pageId)
    .orderBy('m.created_at', 'desc')
    .orderBy('m.comment_uuid', 'desc')
}
