/**
 * The deterministic demo seed (DESIGN.md demo accounts, kept exactly). Fixed ids, so tests and
 * documentation can name them; times are relative to the moment of seeding.
 */
import type { DB } from './db'
import { seedCommenting } from './commenting/seed'
import { hashPassword } from './passwords'

export const DEMO_PASSWORD = 'Demo#Portal2026'
export const ALL = [
  'settings.paymentInfo',
  'settings.users',
  'settings.sites',
  'settings.general',
  'settings.adsTxt',
  'manageEmbeds',
  'home.adMetrics',
]

export const IDS = {
  demoAccount: '0b6a3c1e-0000-4000-8000-000000000001',
  otherAccount: '0b6a3c1e-0000-4000-8000-000000000002',
  owner: '1c2d3e4f-0000-4000-8000-000000000001',
  analyst: '1c2d3e4f-0000-4000-8000-000000000002',
  editor: '1c2d3e4f-0000-4000-8000-000000000003',
  noperm: '1c2d3e4f-0000-4000-8000-000000000004',
  other: '1c2d3e4f-0000-4000-8000-000000000005',
  support: '1c2d3e4f-0000-4000-8000-000000000006',
  invitedFresh: '1c2d3e4f-0000-4000-8000-000000000007',
  invitedExpired: '1c2d3e4f-0000-4000-8000-000000000008',
  terms: '1c2d3e4f-0000-4000-8000-000000000009',
  created: '1c2d3e4f-0000-4000-8000-00000000000a',
  agreement: '2a3b4c5d-0000-4000-8000-000000000001',
  freshInviteToken: '3d4e5f60-0000-4000-8000-000000000001',
  expiredInviteToken: '3d4e5f60-0000-4000-8000-000000000002',
  sites: [
    '4e5f6071-0000-4000-8000-000000000001',
    '4e5f6071-0000-4000-8000-000000000002',
    '4e5f6071-0000-4000-8000-000000000003',
    '4e5f6071-0000-4000-8000-000000000004',
  ],
}

export const REPORTING_DELAY_MESSAGE =
  'Reporting is delayed: ad revenue for yesterday will be available later today.'

export type AdsTxtState = 'complete' | 'partial' | 'absent'

const SITES: Array<{ account: string; name: string; slug: string; adstxt: AdsTxtState }> = [
  { account: IDS.demoAccount, name: 'Daily Planet', slug: 'daily-planet', adstxt: 'complete' },
  { account: IDS.demoAccount, name: 'Gotham Gazette', slug: 'gotham-gazette', adstxt: 'partial' },
  { account: IDS.demoAccount, name: 'Metro Weekly', slug: 'metro-weekly', adstxt: 'absent' },
  { account: IDS.otherAccount, name: 'Other Times', slug: 'other-times', adstxt: 'complete' },
]

/** The ads.txt lines an account must publish (the portal's own ad partners). */
export function requiredAdsTxt(publisherId: string): string[] {
  return [
    `demo-ads.test, ${publisherId}, DIRECT, f08c47fec0942fa0`,
    `partner-exchange.test, 88231, RESELLER, 6a698e2ec38604c6`,
    `video-network.test, ${publisherId.replace('pub-', 'vn-')}, DIRECT`,
    `native-partner.test, dp-4410, RESELLER`,
  ]
}

/** A demo site's ads.txt in one of three states (null: no file at all). */
export function demoAdsTxt(state: AdsTxtState, publisherId: string): string | null {
  if (state === 'absent') return null
  const own = ['# ads.txt', 'other-network.test, 7781, DIRECT']
  const required = requiredAdsTxt(publisherId)
  return [...own, ...(state === 'complete' ? required : required.slice(0, 2))].join('\n') + '\n'
}

interface SeedUser {
  uuid: string
  account: string | null
  email: string
  first: string
  last: string
  permissions: string[]
  status?: string
  password?: boolean
  support?: boolean
  terms?: boolean
}

const USERS: SeedUser[] = [
  {
    uuid: IDS.owner,
    account: IDS.demoAccount,
    email: 'owner@demo.test',
    first: 'Olivia',
    last: 'Owner',
    permissions: ALL,
  },
  {
    uuid: IDS.analyst,
    account: IDS.demoAccount,
    email: 'analyst@demo.test',
    first: 'Andre',
    last: 'Analyst',
    permissions: ['home.adMetrics'],
  },
  {
    uuid: IDS.editor,
    account: IDS.demoAccount,
    email: 'editor@demo.test',
    first: 'Edie',
    last: 'Editor',
    permissions: ['manageEmbeds'],
  },
  {
    uuid: IDS.noperm,
    account: IDS.demoAccount,
    email: 'noperm@demo.test',
    first: 'Nora',
    last: 'Noaccess',
    permissions: [],
  },
  {
    uuid: IDS.other,
    account: IDS.otherAccount,
    email: 'other@demo.test',
    first: 'Otto',
    last: 'Other',
    permissions: ALL,
  },
  {
    uuid: IDS.support,
    account: null,
    email: 'support@demo.test',
    first: 'Sam',
    last: 'Support',
    permissions: [],
    support: true,
  },
  {
    uuid: IDS.terms,
    account: IDS.demoAccount,
    email: 'terms@demo.test',
    first: 'Tess',
    last: 'Terms',
    permissions: ['manageEmbeds'],
    terms: true,
  },
  {
    uuid: IDS.invitedFresh,
    account: IDS.demoAccount,
    email: 'newuser@demo.test',
    first: 'Nia',
    last: 'Newcomer',
    permissions: ['manageEmbeds', 'home.adMetrics'],
    status: 'INVITE_SENT',
    password: false,
    terms: true,
  },
  {
    uuid: IDS.invitedExpired,
    account: IDS.demoAccount,
    email: 'invited@demo.test',
    first: 'Ivan',
    last: 'Invited',
    permissions: ['manageEmbeds'],
    status: 'INVITE_SENT',
    password: false,
  },
  {
    uuid: IDS.created,
    account: IDS.demoAccount,
    email: 'created@demo.test',
    first: 'Cora',
    last: 'Created',
    permissions: ['home.adMetrics'],
    status: 'CREATED',
    password: false,
  },
]

/**
 * Seeds an empty database; does nothing when accounts already exist. Demo-hosted site URLs and
 * seeded e-mail links are stored relative to the server, so a restart on another port keeps them.
 */
export async function seed(db: DB, now = Date.now()): Promise<boolean> {
  const existing = await db
    .selectFrom('accounts')
    .select('account_uuid')
    .limit(1)
    .executeTakeFirst()
  if (existing) return false
  const passwordHash = await hashPassword(DEMO_PASSWORD)
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('accounts')
      .values([
        {
          account_uuid: IDS.demoAccount,
          name: 'Demo Publisher',
          street_address: '350 Fifth Avenue',
          city: 'New York',
          zip_code: '10118',
          region: 'NY',
          country: 'United States',
          show_pub_portal_v2_button: 0,
          created_at: now,
        },
        {
          account_uuid: IDS.otherAccount,
          name: 'Other Media',
          street_address: '1 Market Street',
          city: 'San Francisco',
          zip_code: '94105',
          region: 'CA',
          country: 'United States',
          show_pub_portal_v2_button: 1,
          created_at: now,
        },
      ])
      .execute()
    await trx
      .insertInto('users')
      .values(
        USERS.map((u) => ({
          user_uuid: u.uuid,
          account_uuid: u.account,
          email: u.email,
          first_name: u.first,
          last_name: u.last,
          phone: '+1 212 555 0100',
          password_hash: u.password === false ? null : passwordHash,
          status: u.status ?? 'ACTIVE',
          permissions: JSON.stringify(u.permissions),
          is_support: u.support ? 1 : 0,
          terms_required: u.terms ? 1 : 0,
          auto_login: 0,
          created_at: now,
        })),
      )
      .execute()
    await trx
      .insertInto('agreements')
      .values({ agreement_uuid: IDS.agreement, title: 'Publisher Agreement 2026', created_at: now })
      .execute()
    await trx
      .insertInto('sites')
      .values(
        SITES.map((site, i) => ({
          site_uuid: IDS.sites[i]!,
          account_uuid: site.account,
          name: site.name,
          url: `/demo/sites/${site.slug}`,
          ron: 0,
          slug: site.slug,
        })),
      )
      .execute()
    await trx
      .insertInto('adstxt_required')
      .values(
        [IDS.demoAccount, IDS.otherAccount].flatMap((account, a) =>
          requiredAdsTxt(a === 0 ? 'pub-1001' : 'pub-2002').map((line, position) => ({
            account_uuid: account,
            position,
            line,
          })),
        ),
      )
      .execute()
    await trx
      .insertInto('demo_site_files')
      .values(
        SITES.map((site, i) => ({
          site_uuid: IDS.sites[i]!,
          adstxt: demoAdsTxt(
            site.adstxt,
            site.account === IDS.demoAccount ? 'pub-1001' : 'pub-2002',
          ),
        })),
      )
      .execute()
    await trx
      .insertInto('payment_methods')
      .values({
        method_uuid: '5f607182-0000-4000-8000-000000000001',
        account_uuid: IDS.otherAccount,
        payment_type: 'PAYPAL',
        preferred: 1,
        data: JSON.stringify({ paypalUserName: 'payouts@other.test' }),
        last_update: now,
        tax_form_uuid: null,
      })
      .execute()
    await trx
      .insertInto('tokens')
      .values([
        {
          token_uuid: IDS.freshInviteToken,
          user_uuid: IDS.invitedFresh,
          type: 'COMPLETE_SIGN_UP',
          created_at: now,
          expires_at: now + 24 * 3600_000,
          used_at: null,
        },
        {
          token_uuid: IDS.expiredInviteToken,
          user_uuid: IDS.invitedExpired,
          type: 'COMPLETE_SIGN_UP',
          created_at: now - 48 * 3600_000,
          expires_at: now - 24 * 3600_000,
          used_at: null,
        },
      ])
      .execute()
    await trx
      .insertInto('outbox')
      .values([
        invitation(
          'newuser@demo.test',
          'Nia',
          `/api/accounts/auth/invitation/${IDS.freshInviteToken}`,
          now,
        ),
        invitation(
          'invited@demo.test',
          'Ivan',
          `/api/accounts/auth/invitation/${IDS.expiredInviteToken}`,
          now - 48 * 3600_000,
        ),
      ])
      .execute()
    await trx.insertInto('commenting_accounts').values({ email: 'newuser@demo.test' }).execute()
    await seedCommenting(
      trx,
      {
        accountUUID: IDS.demoAccount,
        ownerEmail: 'owner@demo.test',
        sites: SITES.slice(0, 3).map((site, i) => ({ uuid: IDS.sites[i]!, name: site.name })),
      },
      now,
    )
    await trx
      .insertInto('settings')
      .values({
        key: 'dashboard_message',
        value: JSON.stringify({ showMessage: true, message: REPORTING_DELAY_MESSAGE }),
      })
      .execute()
  })
  return true
}

export function invitation(to: string, firstName: string, link: string, at: number) {
  return {
    to_email: to,
    subject: 'You are invited to the Publisher Portal',
    body: `Hi ${firstName},\n\nYou have been invited to the Publisher Portal. Set your password with the link below; it is valid for 24 hours.\n\n${link}\n`,
    link,
    kind: 'invitation',
    created_at: at,
  }
}
