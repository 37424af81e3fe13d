import { isIP } from 'node:net'

/** Finds the country of a client address through a configurable IP-lookup provider. */
export interface CountryLookup {
  /** A two-letter country code, or null when the provider does not know the address. */
  countryOf(ip: string): Promise<string | null>
}

export class CountryLookupUnavailable extends Error {
  override name = 'CountryLookupUnavailable'
}

const COUNTRY_CODE = /^[A-Z]{2}$/
const LOOKUP_TIMEOUT_MS = 3000

/** Loopback, private and link-local addresses have no country: no provider call for them. */
export function isPublicAddress(ip: string): boolean {
  const address = ip.replace(/^::ffff:/, '')
  if (isIP(address) === 4) {
    const [a = 0, b = 0] = address.split('.').map(Number)
    return !(a === 10 || a === 127 || a === 0 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 169 && b === 254) || a >= 224)
  }
  if (isIP(address) === 6) return !/^(::1?$|fc|fd|fe80)/i.test(address)
  return false
}

/** Reads a code from a plain-text answer ("FR") or a JSON one ({"country_code":"FR"} and the like). */
export function parseCountryAnswer(body: string): string | null {
  const text = body.trim()
  if (COUNTRY_CODE.test(text.toUpperCase()) && text.length === 2) return text.toUpperCase()
  try {
    const json = JSON.parse(text) as Record<string, unknown>
    for (const key of ['country_code', 'countryCode', 'country']) {
      const value = json[key]
      if (typeof value === 'string' && COUNTRY_CODE.test(value.toUpperCase())) return value.toUpperCase()
    }
  } catch {
    // not JSON: no code in it
  }
  return null
}

export function createCountryLookup(urlTemplate: string, fetchImpl: typeof fetch = fetch): CountryLookup {
  return {
    async countryOf(ip) {
      if (!isPublicAddress(ip)) return null
      const url = urlTemplate.replace('{ip}', encodeURIComponent(ip.replace(/^::ffff:/, '')))
      let response: Response
      try {
        response = await fetchImpl(url, { signal: AbortSignal.timeout(LOOKUP_TIMEOUT_MS), headers: { accept: 'application/json, text/plain' } })
      } catch (cause) {
        throw new CountryLookupUnavailable('IP-lookup provider unreachable', { cause })
      }
      if (response.status === 404) return null
      if (!response.ok) throw new CountryLookupUnavailable(`IP-lookup provider answered ${response.status}`)
      return parseCountryAnswer(await response.text())
    },
  }
}
