/** The older profile calls (API-10, API-27). */
import { request } from '../../core/http'

export interface ProfileBody {
  firstName: string | null
  lastName: string | null
  email: string | null
  phoneNumber: string | null
  /** Only when the e-mail changes: the server checks it before saving. */
  currentPassword?: string
}

export const profileApi = {
  save: (userUUID: string, body: ProfileBody) =>
    request<ProfileBody>('accounts', `/users/${encodeURIComponent(userUUID)}`, {
      method: 'PUT',
      body,
    }),
  changePassword: (body: { currentpassword: string; newpassword: string }) =>
    request<void>('accounts', '/auth/password/change', { method: 'PUT', body }),
}
