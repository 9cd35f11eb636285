/** The commenter's name and e-mail, remembered per unit so a returning commenter need not retype them. */
export interface Profile {
  name: string
  email: string
}

const key = (unitUUID: string) => `pp-commenter-profile:${unitUUID}`

export function readProfile(unitUUID: string): Profile {
  try {
    const saved = JSON.parse(localStorage.getItem(key(unitUUID)) ?? 'null')
    if (saved && typeof saved.name === 'string' && typeof saved.email === 'string') return saved
  } catch {
    // Storage blocked or a bad value: start empty.
  }
  return { name: '', email: '' }
}

export function saveProfile(unitUUID: string, profile: Profile) {
  try {
    localStorage.setItem(key(unitUUID), JSON.stringify(profile))
  } catch {
    // Storage blocked: nothing to remember.
  }
}
