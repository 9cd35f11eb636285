/** The user an invitation was re-sent for, and when: kept for the page session (AUTH-29 gate). */
const KEY = 'pp.inviteUser'

function read(): { userUUID: string; sentAt: number } | null {
  try {
    const raw = sessionStorage.getItem(KEY)
    return raw ? (JSON.parse(raw) as { userUUID: string; sentAt: number }) : null
  } catch {
    return null
  }
}

export const inviteUser = {
  userUUID: () => read()?.userUUID ?? null,
  sentAt: () => read()?.sentAt ?? null,
  set(userUUID: string, sentAt: number) {
    sessionStorage.setItem(KEY, JSON.stringify({ userUUID, sentAt }))
  },
}
