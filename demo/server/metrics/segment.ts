/**
 * Who a player event comes from, as the analytics facts keep it (issue 10): the device from the
 * User-Agent (MOBILE for phones and tablets, else DESKTOP), the country from a geo header a CDN
 * in front of the server sets (CF-IPCountry, X-Country-Code) or else the region of the first
 * Accept-Language tag (the demo has no geo-IP database), 'ZZ' when unknown; and a visitor id as
 * a salted hash, per account, so the raw id is never stored and two accounts' hashes never meet.
 */
import { createHash } from 'node:crypto'
import type { Device } from '../../../src/areas/analytics/lib/metrics-rules'

export const UNKNOWN_COUNTRY = 'ZZ'

export interface Segment {
  device: Device
  country: string
}

const MOBILE = /Mobi|Android|iPhone|iPad|iPod|Windows Phone|Opera Mini/i
const COUNTRY = /^[A-Z]{2}$/

export function deviceOf(userAgent: string | undefined): Device {
  return userAgent && MOBILE.test(userAgent) ? 'MOBILE' : 'DESKTOP'
}

export function countryOf(headers: {
  geo?: string | undefined
  acceptLanguage?: string | undefined
}): string {
  const geo = headers.geo?.trim().toUpperCase()
  if (geo && COUNTRY.test(geo) && geo !== 'XX' && geo !== 'T1') return geo
  const first = headers.acceptLanguage?.split(',')[0]?.split(';')[0]?.trim() ?? ''
  const region = first.split('-')[1]?.toUpperCase()
  return region && COUNTRY.test(region) ? region : UNKNOWN_COUNTRY
}

export function segmentOf(header: (name: string) => string | undefined): Segment {
  return {
    device: deviceOf(header('user-agent')),
    country: countryOf({
      geo: header('cf-ipcountry') ?? header('x-country-code'),
      acceptLanguage: header('accept-language'),
    }),
  }
}

/** The stored form of a visitor id: sha-256 of account and id, 32 hex characters. */
export function visitorHash(accountUUID: string, visitor: string): string {
  return createHash('sha256')
    .update(`pp-visitor:${accountUUID}:${visitor}`)
    .digest('hex')
    .slice(0, 32)
}
