/** Every element's tag, attributes and events: the factory reads them, the manifest is built from them. */
import { COMMON_ATTRIBUTES, COMMON_EVENTS, type ElementSpec } from './core/element-spec'

export const authSpec: ElementSpec = {
  tag: 'pp-auth',
  description:
    'Sign-in, password reset, sign-up completion, agreement and invitation screens (/auth/*).',
  attributes: [
    ...COMMON_ATTRIBUTES,
    {
      name: 'google-auth-url',
      type: 'string',
      description: 'Where the Google sign-in button sends the browser; default /demo/google.',
    },
  ],
  events: [
    ...COMMON_EVENTS,
    { name: 'pp-signed-in', description: 'detail {accountUUID, userUUID}: a user signed in.' },
  ],
}

export const shellSpec: ElementSpec = {
  tag: 'pp-shell',
  description:
    'The dashboard frame: header nav, user menu, banners, loading screen, footer, feedback and inactivity modals. Slot the area element as its child.',
  attributes: [
    ...COMMON_ATTRIBUTES,
    {
      name: 'timers',
      type: 'json',
      description:
        'JSON {extendEveryMs, inactivityMs, autoLogoutMs, loadingScreenMs, appPhaseMs}; defaults are the spec values.',
    },
    {
      name: 'internal-domains',
      type: 'json',
      description: 'JSON array of e-mail domains whose users see the beta-portal button.',
    },
  ],
  events: [
    ...COMMON_EVENTS,
    { name: 'pp-signed-out', description: 'detail {reason, redirect?}: the session ended.' },
  ],
}

export const errorSpec: ElementSpec = {
  tag: 'pp-error',
  description: 'The error pages /error/404, /error/403, /error/500 and /error/permission.',
  attributes: [...COMMON_ATTRIBUTES],
  events: [...COMMON_EVENTS],
}

export const profileSpec: ElementSpec = {
  tag: 'pp-profile',
  description:
    'My Profile (/dashboard/profile): the moved notice when new-portal-url is set, else the profile and change-password forms.',
  attributes: [...COMMON_ATTRIBUTES],
  events: [...COMMON_EVENTS],
}

export const accountSettingsSpec: ElementSpec = {
  tag: 'pp-account-settings',
  description:
    'Account Settings (/dashboard/account/*): General, Users, Sites, Ads.txt and Payment Information tabs. With new-portal-url set, Users and Payment Information show the moved notice.',
  attributes: [...COMMON_ATTRIBUTES],
  events: [...COMMON_EVENTS],
}

export const ELEMENT_SPECS: ElementSpec[] = [
  authSpec,
  shellSpec,
  errorSpec,
  profileSpec,
  accountSettingsSpec,
]
