import type { components } from '../../../openapi/schema'
import { FALLBACK_CONFIG } from '../../../src/web/app/config-context'

type Config = components['schemas']['Config']
type Country = components['schemas']['CountryWithLocations']
type Supplier = components['schemas']['Supplier']

export function makeConfig(overrides: Partial<Config> = {}): Config {
  return { ...FALLBACK_CONFIG, ...overrides }
}

let sequence = 0
const uuid = () => `00000000-0000-4000-8000-${String(++sequence).padStart(12, '0')}`

/** The time zone of the places of each country the tests name (a place's times are read on its clock). */
const COUNTRY_ZONES: Record<string, string> = { FR: 'Europe/Paris', ES: 'Europe/Madrid', MA: 'Africa/Casablanca' }
const zoneOf = (code: string) => {
  const zone = COUNTRY_ZONES[code]
  if (!zone) throw new Error(`makeCountry: no time zone for ${code}`)
  return zone
}

export function makeCountry(code: string, name: string, locationNames: string[]): Country {
  const id = uuid()
  return {
    id,
    code,
    name,
    locations: locationNames.map((locationName, index) => ({
      id: uuid(),
      name: locationName,
      countryId: id,
      countryName: name,
      countryCode: code,
      timeZone: zoneOf(code),
      latitude: 40 + index,
      longitude: 2 + index,
    })),
  }
}

export function makeSupplier(fullName: string, carCount = 12): Supplier {
  return {
    id: uuid(),
    fullName,
    avatar: `/images/suppliers/${fullName.toLowerCase().replace(/\W+/g, '-')}.png`,
    payLater: true,
    licenseRequired: false,
    carCount,
  }
}

/** Names per language, as the server answers for /countries-with-locations/{language}/4. */
export const countriesByLanguage: Record<string, Country[]> = {
  en: [
    makeCountry('FR', 'France', ['Paris Orly Airport', 'Lyon Part-Dieu', 'Nice Airport', 'Marseille Centre']),
    makeCountry('ES', 'Spain', ['Madrid Barajas', 'Barcelona Sants', 'Seville Centre', 'Valencia Airport', 'Malaga Airport']),
    // Below MINIMUM_LOCATIONS: must not be shown even if the server sent it.
    makeCountry('MA', 'Morocco', ['Marrakesh Menara', 'Casablanca Port']),
  ],
  fr: [makeCountry('FR', 'France', ['Aéroport de Paris-Orly', 'Lyon Part-Dieu', 'Aéroport de Nice', 'Marseille Centre'])],
  es: [makeCountry('FR', 'Francia', ['Aeropuerto de París-Orly', 'Lyon Part-Dieu', 'Aeropuerto de Niza', 'Marsella Centro'])],
}

export const suppliers: Supplier[] = [makeSupplier('Sunrise Rentals', 40), makeSupplier('Atlas Cars', 1)]
