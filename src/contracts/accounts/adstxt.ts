/** The account service's ads.txt calls (spec 000 §3 Ads.txt, API-38, 39): the calls half. */
import { calls } from '../define'

export const adsTxtCalls = calls({
  status: {
    id: 'API-38',
    service: 'accounts',
    method: 'GET',
    path: '/sites/:siteUUID/adstxt',
    summary: "The site's last ads.txt check (checked now when there is none; settings.adsTxt)",
  },
  verify: {
    id: 'API-39',
    service: 'accounts',
    method: 'PUT',
    path: '/sites/:siteUUID/adstxt/verify',
    summary: "Fetch the site's ads.txt now, compare it with the required lines and keep the result",
  },
})
