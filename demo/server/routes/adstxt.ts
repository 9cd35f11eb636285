/** Ads.txt status and verification (API-38, API-39), and the demo-hosted ads.txt files. */
import { Hono } from 'hono'
import type { Env } from '../context'

export const adsTxtRoutes = new Hono<Env>()
