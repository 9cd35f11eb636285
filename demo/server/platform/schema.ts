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

/** Uploaded files kept in the database on PostgreSQL (file-store.ts, migration 0016). */
export interface StoredFilesTable {
  name: string
  bytes: Buffer
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

export interface RatingUnitsTable {
  unit_uuid: string
  account_uuid: string
  site_uuid: string
  configuration_uuid: string
  font_uuid: string
  color_uuid: string
  counter_uuid: string
  created_at: number
}

/** kind: general | color | counter; data is JSON (ratings-rules shapes without their uuids). */
export interface RatingConfigurationsTable {
  unit_uuid: string
  kind: string
  data: string
  updated_at: number
}

/** One vote per visitor and page; half_stars 2..10 (one to five stars in half steps). */
export interface RatingVotesTable {
  vote_uuid: string
  unit_uuid: string
  page_key: string
  visitor_id: string
  half_stars: number
  created_at: number
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
  /** PUBLISHED | HELD | REMOVED (rejected) */
  status: string
  marks: number
  created_at: number
  /** HELD by a rule: JSON {rule, word?, score?} (moderation-queue.ts HeldWhy); else null. */
  held_why: string | null
  featured: number
  /** 1 while readers' marks wait for a moderator's look (the Reported queue). */
  reported: number
  reviewed_at: number | null
  /** The user who approved or rejected it last. */
  reviewed_by: string | null
}

/** A moderator's ban of a commenter; in force while not lifted and until_at is null or later. */
export interface CommentingBansTable {
  ban_uuid: string
  unit_uuid: string
  commenter_uuid: string
  email: string | null
  reason: string
  until_at: number | null
  created_at: number
  created_by: string
  lifted_at: number | null
}

/** A reader seen on a page of a unit (presence.ts): a page view's random key, last seen (ms). */
export interface CommentingPresenceTable {
  unit_uuid: string
  page_id: string
  visitor_key: string
  seen_at: number
}

/** A named commenter's wish to hear of replies (migration 0018, notify.ts). */
export interface CommentingReplySubscriptionsTable {
  commenter_uuid: string
  unit_uuid: string
  email: string
  frequency: string
  confirm_hash: string | null
  confirmed_at: number | null
  created_at: number
  digest_at: number | null
}

/** The hash of one notification e-mail's unsubscribe token. */
export interface CommentingUnsubscribeTokensTable {
  token_hash: string
  commenter_uuid: string
  created_at: number
}

/** A reply a subscriber was told of (sent_at) or waits to be told of in a daily digest. */
export interface CommentingReplyNoticesTable {
  comment_uuid: string
  commenter_uuid: string
  created_at: number
  sent_at: number | null
}

/** A unit's digest of pending comments for its moderators. */
export interface CommentingModerationDigestsTable {
  unit_uuid: string
  frequency: string
  next_at: number | null
  last_sent_at: number | null
  updated_at: number
  updated_by: string | null
}

/** A unit's word lists: JSON arrays of normalized words (word-lists.ts). */
export interface CommentingWordListsTable {
  unit_uuid: string
  banned: string
  suspect: string
  updated_at: number
}

/**
 * One mark (report) of a comment. marker_key is `commenter:<uuid>` for a token's commenter or
 * `address:<address_hash>` without a token (one mark each). address_hash is the SHA-256 of the
 * unit id and the client address (null on marks from before migration 0014); counted is 1 when
 * the mark counts toward auto-hold and auto-block (COM-18, markCounts), else 0.
 */
export interface CommentMarksTable {
  comment_uuid: string
  marker_key: string
  created_at: number
  address_hash: string | null
  counted: number
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

export interface EmbedsTable {
  embed_uuid: string
  account_uuid: string
  site_uuid: string
  name: string
  /** lower(trim(name)): unique per site. */
  name_key: string
  /** RAIL | IN_CONTENT */
  embed_position: string
  /** ORDERED | RANDOM */
  content_order: string
  partner_logo_url: string | null
  logo_click_through_url: string | null
  show_partner_logo: number
  brand_color_code: string
  show_branding: number
  web_ad_display_mode: string
  mobile_ad_display_mode: string
  show_video_ad_for_desktop: number
  show_video_ad_for_mobile: number
  show_market_research: number
  show_rewards: number
  show_user_data_collection: number
  /** online | offline */
  embed_state: string
  /** 1 live, 0 archived. */
  active: number
  poster_image: string | null
  /** IN_PROGRESS | FAILED | null */
  images_upload_status: string | null
  created_by: string | null
  /** 0 while the builder's creation flow has not passed its add_ons Save (migration 0006). */
  creation_completed: number
  /** revenue.profilingQuestions (BLD-68; migration 0006). */
  show_profiling_questions: number
  created_at: number
  modified_at: number
  /**
   * When the player last loaded the embed (ms; null: no load recorded); while recent the embed is
   * online (migration 0013, embeds/online-state.ts). Optional here: rows are built without it.
   */
  last_load_at?: number | null
}

/** A card of an embed; properties is the contract's contentProperties as JSON. */
export interface EmbedContentsTable {
  content_uuid: string
  embed_uuid: string
  /** QUIZ | POLL | STORY */
  content_type: string
  live: number
  queue_position: number | null
  properties: string
  created_at: number
}

export interface EmbedLabelsTable {
  label_uuid: string
  account_uuid: string
  name: string
  /** lower(name): unique per account. */
  name_key: string
  created_at: number
}

export interface EmbedLabelLinksTable {
  embed_uuid: string
  label_uuid: string
}

/** kind: USER_DATA_COLLECTION; data is JSON. */
export interface EmbedAddonsTable {
  embed_uuid: string
  kind: string
  data: string
}

/**
 * Daily engagement facts: the card's own row (option_uuid '') counts loads and story clicks,
 * each option's row how often it was chosen (answers).
 */
export interface EmbedEngagementDailyTable {
  account_uuid: string
  /** The embed's site (migration 0009). */
  site_uuid: string
  embed_uuid: string
  content_uuid: string
  option_uuid: string
  /** YYYY-MM-DD (New York) */
  day: string
  /** DESKTOP or MOBILE (migration 0009). */
  device: string
  /** ISO 3166-1 alpha-2, ZZ unknown (migration 0009). */
  country: string
  loads: number
  /** Loads whose embed came into view (migration 0009). */
  inview_loads?: number
  answers: number
  clicks: number
  /** Milliseconds the card was in view (the player's inview events; migration 0007). */
  inview_ms?: number
}

/** The engagement facts summed without card and option (0009; derived from the facts). */
export interface EngagementRollupDailyTable {
  account_uuid: string
  day: string
  embed_uuid: string
  device: string
  country: string
  site_uuid: string
  loads: number
  inview_loads: number
  answers: number
  clicks: number
}

/** Engagement by month, embed, device and country (0010; derived). */
export interface EngagementRollupMonthlyTable extends Omit<EngagementRollupDailyTable, 'day'> {
  /** YYYY-MM (New York). */
  month: string
}

/** Engagement by day, site, device and country (0010; derived). */
export interface EngagementSitesDailyTable {
  account_uuid: string
  day: string
  site_uuid: string
  device: string
  country: string
  loads: number
  inview_loads: number
  answers: number
  clicks: number
}

export interface EngagementSitesMonthlyTable extends Omit<EngagementSitesDailyTable, 'day'> {
  month: string
}

/** Answers (option rows) and clicks by day and card, device and country (0010; derived). */
export interface EngagementCardsDailyTable {
  account_uuid: string
  day: string
  content_uuid: string
  device: string
  country: string
  embed_uuid: string
  site_uuid: string
  answers: number
  clicks: number
}

export interface EngagementCardsMonthlyTable extends Omit<EngagementCardsDailyTable, 'day'> {
  month: string
}

/** One engaged visitor (hashed first-party id) per account, day, embed, device and country (0009). */
export interface EngagementVisitorsDailyTable {
  account_uuid: string
  day: string
  site_uuid: string
  embed_uuid: string
  device: string
  country: string
  /** engagement_visitor_ids.visitor_id (0010; was the hash itself in 0009). */
  visitor_id: number
}

/** Visitor rows and their sketch (sketch.ts) by day alone (0010; derived). */
export interface VisitorTotalsDailyTable {
  account_uuid: string
  day: string
  rows: number
  sketch: Uint8Array
}

export interface VisitorTotalsMonthlyTable extends Omit<VisitorTotalsDailyTable, 'day'> {
  month: string
}

/** Visitor rows and their sketch by day, site, device and country (0010; derived). */
export interface VisitorSitesDailyTable extends VisitorTotalsDailyTable {
  site_uuid: string
  device: string
  country: string
}

export interface VisitorSitesMonthlyTable extends Omit<VisitorSitesDailyTable, 'day'> {
  month: string
}

/** Visitor rows and their sketch by day, embed, device and country; the embed's site (0010). */
export interface VisitorEmbedsDailyTable extends VisitorSitesDailyTable {
  embed_uuid: string
}

export interface VisitorEmbedsMonthlyTable extends Omit<VisitorEmbedsDailyTable, 'day'> {
  month: string
}

/** The number of each engaged visitor (a salted hash of the player's id) of an account (0010). */
export interface EngagementVisitorIdsTable {
  visitor_id: Generated<number>
  account_uuid: string
  visitor_hash: string
}

/** The account's ad units (0009). */
export interface AdUnitsTable {
  ad_unit_uuid: string
  account_uuid: string
  site_uuid: string
  name: string
}

/** Daily ad facts (0009); revenue in micro-dollars, embed_uuid '' when not in an embed. */
export interface AdFactsDailyTable {
  account_uuid: string
  day: string
  site_uuid: string
  device: string
  country: string
  ad_unit_uuid: string
  ad_type: string
  embed_uuid: string
  impressions: number
  viewable_impressions: number
  revenue_micros: number
}

/** Engagement by day alone (0010; derived). */
export interface EngagementTotalsDailyTable {
  account_uuid: string
  day: string
  loads: number
  inview_loads: number
  answers: number
  clicks: number
}

export interface EngagementTotalsMonthlyTable extends Omit<EngagementTotalsDailyTable, 'day'> {
  month: string
}

/** Answers (option rows) and clicks by day and card alone (0010; derived). */
export type EngagementCardTotalsDailyTable = Omit<EngagementCardsDailyTable, 'device' | 'country'>

export interface EngagementCardTotalsMonthlyTable extends Omit<
  EngagementCardTotalsDailyTable,
  'day'
> {
  month: string
}

/** Ad facts by day and ad type (0010; derived). */
export interface AdTotalsDailyTable {
  account_uuid: string
  day: string
  ad_type: string
  impressions: number
  viewable_impressions: number
  revenue_micros: number
}

export interface AdTotalsMonthlyTable extends Omit<AdTotalsDailyTable, 'day'> {
  month: string
}

export interface AdFactsMonthlyTable extends Omit<AdFactsDailyTable, 'day'> {
  month: string
}

/** Ad facts by day, site, device, country and ad type (0010; derived). */
export interface AdSitesDailyTable {
  account_uuid: string
  day: string
  site_uuid: string
  device: string
  country: string
  ad_type: string
  impressions: number
  viewable_impressions: number
  revenue_micros: number
}

export interface AdSitesMonthlyTable extends Omit<AdSitesDailyTable, 'day'> {
  month: string
}

export interface EmbedEmailsTable {
  id: Generated<number>
  account_uuid: string
  embed_uuid: string
  /** YYYY-MM-DD (New York) */
  day: string
  collected_at: number
  email: string
  city: string | null
  country: string | null
}

/** A saved report (0011); `definition` is JSON (range, dimensions, view type, metrics, filters). */
export interface ReportsTable {
  report_uuid: string
  account_uuid: string
  name: string
  definition: string
  schedule: string
  end_date: string | null
  /** JSON array of e-mail addresses. */
  emails: string
  /** When the next scheduled run is due (ms); null with ONCE or past the end date. */
  next_run_at: number | null
  created_by: string | null
  created_at: number
  updated_at: number
}

/** A run of a saved report (0011). */
export interface ReportRunsTable {
  id: Generated<number>
  account_uuid: string
  report_uuid: string
  trigger: string
  due_at: number | null
  status: string
  format: string
  row_count: number | null
  file_uuid: string | null
  error: string | null
  started_at: number
  finished_at: number | null
}

/** A report file behind an unguessable link, written when fetched (0011). */
export interface ReportFilesTable {
  file_uuid: string
  token: string
  account_uuid: string
  report_uuid: string | null
  file_name: string
  format: string
  definition: string
  row_count: number
  created_by: string | null
  created_at: number
  expires_at: number
}

export interface Database {
  accounts: AccountsTable
  users: UsersTable
  sessions: SessionsTable
  tokens: TokensTable
  outbox: OutboxTable
  stored_files: StoredFilesTable
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
  commenting_bans: CommentingBansTable
  commenting_word_lists: CommentingWordListsTable
  commenting_presence: CommentingPresenceTable
  commenting_reply_subscriptions: CommentingReplySubscriptionsTable
  commenting_unsubscribe_tokens: CommentingUnsubscribeTokensTable
  commenting_reply_notices: CommentingReplyNoticesTable
  commenting_moderation_digests: CommentingModerationDigestsTable
  commenting_daily: CommentingDailyTable
  embeds: EmbedsTable
  embed_contents: EmbedContentsTable
  embed_labels: EmbedLabelsTable
  embed_label_links: EmbedLabelLinksTable
  embed_addons: EmbedAddonsTable
  embed_engagement_daily: EmbedEngagementDailyTable
  embed_emails: EmbedEmailsTable
  engagement_rollup_daily: EngagementRollupDailyTable
  engagement_visitors_daily: EngagementVisitorsDailyTable
  ad_units: AdUnitsTable
  ad_facts_daily: AdFactsDailyTable
  engagement_rollup_monthly: EngagementRollupMonthlyTable
  engagement_sites_daily: EngagementSitesDailyTable
  engagement_sites_monthly: EngagementSitesMonthlyTable
  engagement_cards_daily: EngagementCardsDailyTable
  engagement_cards_monthly: EngagementCardsMonthlyTable
  ad_facts_monthly: AdFactsMonthlyTable
  ad_sites_daily: AdSitesDailyTable
  ad_sites_monthly: AdSitesMonthlyTable
  engagement_visitor_ids: EngagementVisitorIdsTable
  engagement_totals_daily: EngagementTotalsDailyTable
  engagement_totals_monthly: EngagementTotalsMonthlyTable
  engagement_card_totals_daily: EngagementCardTotalsDailyTable
  engagement_card_totals_monthly: EngagementCardTotalsMonthlyTable
  ad_totals_daily: AdTotalsDailyTable
  ad_totals_monthly: AdTotalsMonthlyTable
  visitor_totals_daily: VisitorTotalsDailyTable
  visitor_totals_monthly: VisitorTotalsMonthlyTable
  visitor_sites_daily: VisitorSitesDailyTable
  visitor_sites_monthly: VisitorSitesMonthlyTable
  visitor_embeds_daily: VisitorEmbedsDailyTable
  visitor_embeds_monthly: VisitorEmbedsMonthlyTable
  reports: ReportsTable
  report_runs: ReportRunsTable
  report_files: ReportFilesTable
  rating_units: RatingUnitsTable
  rating_configurations: RatingConfigurationsTable
  rating_votes: RatingVotesTable
}
