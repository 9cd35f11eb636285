/**
 * A visitor of a publisher page with a commenting unit, for the commenting public calls' tests:
 * no cookies, a foreign origin, its own address, and the commenter's token when given.
 */
import { Client, type Harness } from './harness'

export function commentingVisitor(h: Harness, from: string) {
  const client = new Client(h)
  const headers = (token?: string) => ({
    origin: 'https://daily-planet.example',
    'x-test-ip': from,
    ...(token ? { 'x-commenter-token': token } : {}),
  })
  return {
    get: (path: string, token?: string) => client.request('GET', path, { headers: headers(token) }),
    post: (path: string, json: unknown, token?: string) =>
      client.request('POST', path, { json, headers: headers(token) }),
  }
}
