/**
 * `npm run add-account -- --name "Daily Planet" --email owner@dailyplanet.example
 *   [--first Pat --last Lee] [--site "Daily Planet=https://dailyplanet.example/"]…`
 * A production database starts empty (nothing is seeded): this creates a publisher account with
 * its owner (every permission) and its sites, on the database the settings name (`DATA_DIR`,
 * `DATABASE_URL`; migrations run first). The owner's password comes from OWNER_PASSWORD (never a
 * command-line argument, which other users of the machine can read) and must meet the portal's
 * password rules. Prints the account's and the owner's ids.
 */
import { randomUUID } from 'node:crypto'
import { parseArgs } from 'node:util'
import { pathToFileURL } from 'node:url'
import { isStrongPassword } from '../src/core/validation/password-rules'
import { loadConfig } from '../demo/server/platform/config'
import { openDatabase } from '../demo/server/platform/db'
import { hashPassword } from '../demo/server/platform/passwords'
import { ALL } from '../demo/server/seed'
import { inTransaction } from '../demo/server/platform/transaction'

export interface NewAccount {
  name: string
  email: string
  firstName: string
  lastName: string
  password: string
  /** Name and address of each site. */
  sites: { name: string; url: string }[]
}

/** Creates the account, its owner and its sites in one transaction; answers their ids. */
export async function addAccount(env: NodeJS.ProcessEnv, account: NewAccount) {
  const email = account.email.trim().toLowerCase()
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new Error(`Not an e-mail address: ${email}`)
  if (!account.name.trim()) throw new Error('The account needs a name (--name)')
  if (!isStrongPassword(account.password))
    throw new Error(
      'OWNER_PASSWORD must have 8 or more characters with a mix of letters, numbers & symbols',
    )
  for (const site of account.sites)
    if (!/^https?:\/\//.test(site.url))
      throw new Error(`A site's address must be a URL: ${site.url}`)
  const { db, close } = await openDatabase(loadConfig(env).database)
  try {
    const passwordHash = await hashPassword(account.password)
    return await inTransaction(db, async (trx) => {
      const taken = await trx
        .selectFrom('users')
        .select('user_uuid')
        .where('email', '=', email)
        .executeTakeFirst()
      if (taken) throw new Error(`A user with ${email} exists already`)
      const accountUUID = randomUUID()
      const userUUID = randomUUID()
      const now = Date.now()
      await trx
        .insertInto('accounts')
        .values({
          account_uuid: accountUUID,
          name: account.name.trim(),
          street_address: null,
          city: null,
          zip_code: null,
          region: null,
          country: null,
          show_pub_portal_v2_button: 0,
          created_at: now,
        })
        .execute()
      await trx
        .insertInto('users')
        .values({
          user_uuid: userUUID,
          account_uuid: accountUUID,
          email,
          first_name: account.firstName,
          last_name: account.lastName,
          phone: '',
          password_hash: passwordHash,
          status: 'ACTIVE',
          permissions: JSON.stringify(ALL),
          is_support: 0,
          terms_required: 0,
          auto_login: 0,
          created_at: now,
        })
        .execute()
      const siteUUIDs: string[] = []
      for (const site of account.sites) {
        const siteUUID = randomUUID()
        siteUUIDs.push(siteUUID)
        await trx
          .insertInto('sites')
          .values({
            site_uuid: siteUUID,
            account_uuid: accountUUID,
            name: site.name,
            url: site.url,
            ron: 0,
            slug: null,
          })
          .execute()
      }
      return { accountUUID, userUUID, siteUUIDs }
    })
  } finally {
    await close()
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    const { values } = parseArgs({
      options: {
        name: { type: 'string' },
        email: { type: 'string' },
        first: { type: 'string', default: 'Account' },
        last: { type: 'string', default: 'Owner' },
        site: { type: 'string', multiple: true, default: [] },
      },
    })
    const created = await addAccount(process.env, {
      name: values.name ?? '',
      email: values.email ?? '',
      firstName: values.first,
      lastName: values.last,
      password: process.env.OWNER_PASSWORD ?? '',
      sites: values.site.map((text) => {
        const at = text.indexOf('=')
        return at > 0
          ? { name: text.slice(0, at), url: text.slice(at + 1) }
          : { name: text, url: text }
      }),
    })
    console.log(
      `Account ${created.accountUUID} created; its owner ${values.email} is user ${created.userUUID}`,
    )
  } catch (error) {
    console.error(`Not created: ${error instanceof Error ? error.message : String(error)}`)
    process.exit(1)
  }
}
