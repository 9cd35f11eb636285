/** An embed's row with the defaults of spec 001 §3 "Embed server fields" (seed, bench and create). */
import type { EmbedsTable } from '../platform/schema'

export function embedRow(
  fields: Pick<EmbedsTable, 'embed_uuid' | 'account_uuid' | 'site_uuid' | 'name'> &
    Partial<EmbedsTable>,
  now: number,
): EmbedsTable {
  return {
    name_key: fields.name.trim().toLowerCase(),
    embed_position: 'RAIL',
    content_order: 'ORDERED',
    partner_logo_url: null,
    logo_click_through_url: null,
    show_partner_logo: 1,
    brand_color_code: '#092e77',
    show_branding: 1,
    web_ad_display_mode: 'REGULAR',
    mobile_ad_display_mode: 'REGULAR',
    show_video_ad_for_desktop: 0,
    show_video_ad_for_mobile: 0,
    show_market_research: 0,
    show_rewards: 1,
    show_user_data_collection: 0,
    embed_state: 'offline',
    active: 1,
    poster_image: null,
    images_upload_status: null,
    created_by: null,
    creation_completed: 1,
    show_profiling_questions: 0,
    created_at: now,
    modified_at: now,
    ...fields,
  }
}
