import type { TabProps } from '../account-root'

/** ACCT-17..22: Ads.txt (being built). */
export function AdsTxtTab(_props: Readonly<TabProps>) {
  return null
}
