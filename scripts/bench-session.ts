/** The bench's in-process sign-in: the cookie header of owner@demo.test on `app`. */
import type { Hono } from 'hono'
import { DEMO_PASSWORD } from '../demo/server/seed'

export async function ownerCookie(app: Pick<Hono, 'request'>, origin: string): Promise<string> {
  const login = await app.request(`${origin}/api/accounts/login`, {
    method: 'POST',
    headers: { origin, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: 'owner@demo.test', password: DEMO_PASSWORD }),
  })
  if (!login.ok) throw new Error(`sign-in failed: ${login.status}`)
  return login.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ')
}
