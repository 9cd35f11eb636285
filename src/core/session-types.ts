/** The session and account entities of spec 000 §3 (CORE-02, CORE-03), as the server sends them. */

export interface Session {
  signedIn: boolean
  accountUUID: string | null
  userUUID: string | null
  /** The support user acting in a mocked or mockup session (sent as createdBy by embeds). */
  executorUUID: string | null
  email: string | null
  firstName: string | null
  lastName: string | null
  phone: string | null
  showSetPassword: boolean
  showTermsAndConditions: boolean
  agreementUUID: string | null
  mocked: boolean
  mockupGenerator: boolean
  siteUUID: string | null
  embedUUID: string | null
  productCategory: string | null
  permissions: string[]
  permissionsReceived: boolean
  /** Whether the auto-login cookie says to continue in the newer portal (AUTH-05). */
  autoLogin: boolean
  /** The user is on an internal e-mail domain (SHELL-16). */
  internalUser: boolean
  lastActionDispatchedAt: number
}

export const SIGNED_OUT: Session = {
  signedIn: false,
  accountUUID: null,
  userUUID: null,
  executorUUID: null,
  email: null,
  firstName: null,
  lastName: null,
  phone: null,
  showSetPassword: false,
  showTermsAndConditions: false,
  agreementUUID: null,
  mocked: false,
  mockupGenerator: false,
  siteUUID: null,
  embedUUID: null,
  productCategory: null,
  permissions: [],
  permissionsReceived: false,
  autoLogin: false,
  internalUser: false,
  lastActionDispatchedAt: 0,
}

export interface Site {
  siteUUID: string
  name: string
  url: string
}

export interface Account {
  /** siteUUID → site name. */
  sites: Record<string, string>
  siteList: Site[]
  preferredPaymentType: string | null
  paymentInfoReceived: boolean
  accountName: string | null
  showPubPortalV2Button: boolean
}

export const EMPTY_ACCOUNT: Account = {
  sites: {},
  siteList: [],
  preferredPaymentType: null,
  paymentInfoReceived: false,
  accountName: null,
  showPubPortalV2Button: false,
}

export interface DashboardMessage {
  showMessage: boolean
  message: string
}

export interface PaymentSummary {
  payoutThreshold: number
  paymentInfo: Array<{
    paymentType: string
    preferredPayment: boolean
    lastUpdate: string
    id: string
  }>
  paymentTypes: string[]
}

/** The session as screens show it: without its activity time, which changes on every action. */
export type SessionView = Omit<Session, 'lastActionDispatchedAt'>
