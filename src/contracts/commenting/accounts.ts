/** The commenting service's account check pp-auth makes (spec 002, API-109): the calls half. */
import { calls } from '../define'

export const commentingAccountCalls = calls({
  byEmail: {
    id: 'API-109',
    service: 'commenting',
    method: 'GET',
    path: '/v1/commenting/email/:email',
    summary: 'Whether a commenting account uses this e-mail (a user asks only about their own)',
  },
})
