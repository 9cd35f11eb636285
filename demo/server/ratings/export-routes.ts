/**
 * The ratings export (API-118, API-119) under /api/ratings: the site's pages with their total and
 * average ratings as CSV or XML. Filled by the analytics slice.
 */
import { Hono } from 'hono'
import type { Env } from '../context'

export const ratingsExportRoutes = new Hono<Env>()
