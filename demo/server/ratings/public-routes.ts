/**
 * The calls of the ratings unit script on publisher pages, under /api/ratings/public (contract in
 * src/areas/ratings/lib/ratings-rules.ts: PublicRatings, VoteBody, RATER_HEADER). No portal
 * session and no cookies: any origin, no CSRF check (app.ts). Filled by the public slice.
 */
import { Hono } from 'hono'
import type { Env } from '../context'

export const ratingsPublicRoutes = new Hono<Env>()
