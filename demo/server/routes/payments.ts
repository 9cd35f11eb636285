/** Payment information (API-28..34) and tax-form uploads. */
import { Hono } from 'hono'
import type { Env } from '../context'

export const paymentRoutes = new Hono<Env>()
