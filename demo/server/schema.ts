/** The demo database's tables, as kysely sees them. */
import type { Generated } from 'kysely'

export interface AccountsTable {
  account_uuid: string
  name: string
  street_address: string | null
  city: string | null
  zip_code: string | null
  region: string | null
  country: string | null
  show_pub_portal_v2_button: number
  created_at: number
}

export interface UsersTable {
  user_uuid: string
  account_uuid: string | null
  email: string
  first_name: string
  last_name: string
  phone: string | null
  password_hash: string | null
  status: string
  permissions: string
  is_support: number
  terms_required: number
  auto_login: number
  created_at: number
}

export interface SessionsTable {
  id_hash: string
  user_uuid: string
  account_uuid: string | null
  kind: 'normal' | 'mocked' | 'mockup' | 'support'
  parent_id_hash: string | null
  executor_uuid: string | null
  site_uuid: string | null
  embed_uuid: string | null
  product_category: string | null
  show_set_password: number
  created_at: number
  last_seen_at: number
  expires_at: number
  absolute_expires_at: number
}

export interface TokensTable {
  token_uuid: string
  user_uuid: string
  type: string
  created_at: number
  expires_at: number
  used_at: number | null
}

export interface OutboxTable {
  id: Generated<number>
  to_email: string
  subject: string
  body: string
  link: string | null
  kind: string
  created_at: number
}

export interface RateLimitsTable {
  key: string
  window_start: number
  count: number
}

export interface SitesTable {
  site_uuid: string
  account_uuid: string
  name: string
  url: string
  ron: number
  /** Set for the sites the demo hosts itself under /demo/sites/<slug>. */
  slug: string | null
}

export interface PaymentMethodsTable {
  method_uuid: string
  account_uuid: string
  payment_type: string
  preferred: number
  data: string
  last_update: number
  tax_form_uuid: string | null
  /** Insertion order within the account (editing or preferring a method keeps it). */
  position: number
}

export interface AdstxtRequiredTable {
  account_uuid: string
  position: number
  line: string
}

export interface DemoSiteFilesTable {
  site_uuid: string
  adstxt: string | null
}

export interface AdstxtChecksTable {
  site_uuid: string
  checked_at: number
  contains_adstxt: number
  complete: number
  missing: string
}

export interface UploadsTable {
  upload_uuid: string
  account_uuid: string
  original_name: string
  stored_name: string
  content_type: string
  size: number
  created_at: number
}

export interface AgreementsTable {
  agreement_uuid: string
  title: string
  created_at: number
}

export interface UserAgreementsTable {
  user_uuid: string
  agreement_uuid: string
  accepted_at: number
}

export interface SettingsTable {
  key: string
  value: string
}

export interface DemoRequestsTable {
  id: Generated<number>
  first_name: string
  last_name: string
  email: string
  phone: string
  domain: string
  pageviews: string
  created_at: number
}

export interface FeedbackTable {
  id: Generated<number>
  user_uuid: string
  account_uuid: string | null
  message: string
  page: string
  created_at: number
}

export interface CommentingAccountsTable {
  email: string
}

export interface CommentingUnitsTable {
  unit_uuid: string
  configuration_uuid: string
  account_uuid: string
  site_uuid: string
  is_active: number
  migration_status: string
  migration_started_at: number | null
  created_at: number
}

/** kind: general | moderation | commentsTree | colorSchema | community | avatarPack; data is JSON. */
export interface CommentingSectionsTable {
  section_uuid: string
  unit_uuid: string
  kind: string
  data: string
  updated_at: number
}

/** kind: comments-counters | community; data is JSON. */
export interface CommentingAddonsTable {
  addon_uuid: string
  unit_uuid: string
  kind: string
  data: string
  updated_at: number
}

export interface ProductAccessRequestsTable {
  account_uuid: string
  product_type: string
  status: string
  user_email: string | null
  created_at: number
}

export interface CommentersTable {
  commenter_uuid: string
  unit_uuid: string
  token_hash: string
  name: string | null
  email: string | null
  location: string | null
  anonymous: number
  blocked: number
  marks: number
  signed_up_at: number
  last_login_at: number
}

export interface CommentsTable {
  comment_uuid: string
  unit_uuid: string
  page_id: string
  parent_uuid: string | null
  commenter_uuid: string
  text: string
  media_kind: string | null
  media_url: string | null
  /** PUBLISHED | HELD | REMOVED */
  status: string
  marks: number
  created_at: number
}

export interface CommentMarksTable {
  comment_uuid: string
  marker_key: string
  created_at: number
}

export interface CommentingDailyTable {
  unit_uuid: string
  /** YYYY-MM-DD (UTC) */
  day: string
  views: number
  comments: number
  promo_tokens: number
  other_tokens: number
  revenue: number
}

export interface Database {
  accounts: AccountsTable
  users: UsersTable
  sessions: SessionsTable
  tokens: TokensTable
  outbox: OutboxTable
  rate_limits: RateLimitsTable
  sites: SitesTable
  payment_methods: PaymentMethodsTable
  agreements: AgreementsTable
  user_agreements: UserAgreementsTable
  settings: SettingsTable
  demo_requests: DemoRequestsTable
  feedback: FeedbackTable
  commenting_accounts: CommentingAccountsTable
  adstxt_required: AdstxtRequiredTable
  demo_site_files: DemoSiteFilesTable
  adstxt_checks: AdstxtChecksTable
  uploads: UploadsTable
  commenting_units: CommentingUnitsTable
  commenting_sections: CommentingSectionsTable
  commenting_addons: CommentingAddonsTable
  product_access_requests: ProductAccessRequestsTable
  commenters: CommentersTable
  comments: CommentsTable
  comment_marks: CommentMarksTable
  commenting_daily: CommentingDailyTable
}
