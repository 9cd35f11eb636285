/** Shell calls beyond the shared session calls: the feedback form (SHELL-20). */
import { request } from '../../core/http'

export const shellApi = {
  sendFeedback: (body: { message: string; page: string }) =>
    request<void>('accounts', '/feedback', { method: 'POST', body }),
}
