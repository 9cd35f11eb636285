/** Users and permissions of an account (API-03..08). */
import { Hono } from 'hono'
import type { Env } from '../context'

export const userRoutes = new Hono<Env>()
