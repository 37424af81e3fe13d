import ArrowRight from 'lucide-react/icons/arrow-right'
import { FormattedMessage } from 'react-intl'
import { Link } from 'wouter'
import { css } from '../../../../styled-system/css'
import type { RentalLocation } from '../../api/catalogue'
import { useLanguage } from '../../app/language-context'

interface CountryGroup {
  countryId: string
  countryName: string
  locations: RentalLocation[]
}

/** Locations by country, countries and places in the alphabetical order of the language. */
export function groupByCountry(locations: RentalLocation[], language: string): CountryGroup[] {
  const collator = new Intl.Collator(language)
  const groups = new Map<string, CountryGroup>()
  for (const location of locations) {
    const group = groups.get(location.countryId) ?? { countryId: location.countryId, countryName: location.countryName, locations: [] }
    group.locations.push(location)
    groups.set(location.countryId, group)
  }
  const sorted = [...groups.values()].sort((a, b) => collator.compare(a.countryName, b.countryName))
  for (const group of sorted) group.locations.sort((a, b) => collator.compare(a.name, b.name))
  return sorted
}

/** The map's content without the map: every location as a link starting a search there. */
export function LocationList({ locations, searchPath }: { locations: RentalLocation[]; searchPath: (locationId: string) => string }) {
  const { language } = useLanguage()
  const groups = groupByCountry(locations, language)
  return (
    <section aria-labelledby="locations-list-title" className={css({ mt: { base: '5', md: '8' } })}>
      <h2 id="locations-list-title" className={css({ textStyle: 'h2', fontSize: { base: '2xl', md: '3xl' } })}>
        <FormattedMessage id="locations.list.title" />
      </h2>
      <p className={css({ mt: '1', mb: '3', color: 'fg.muted', fontSize: 'lg' })}>
        <FormattedMessage id="locations.list.intro" />
      </p>
      <div className={css({ display: 'grid', gap: '2', gridTemplateColumns: { base: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' } })}>
        {groups.map((group) => (
          <CountryLocations key={group.countryId} group={group} searchPath={searchPath} />
        ))}
      </div>
    </section>
  )
}

function CountryLocations({ group, searchPath }: { group: CountryGroup; searchPath: (locationId: string) => string }) {
  const titleId = `locations-country-${group.countryId}`
  return (
    <section aria-labelledby={titleId} className={css({ bg: 'bg.surface', borderRadius: 'lg', borderWidth: '1px', borderColor: 'border.default', p: '3' })}>
      <div className={css({ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: '2', mb: '1.5' })}>
        <h3 id={titleId} className={css({ textStyle: 'h3' })}>
          {group.countryName}
        </h3>
        <p className={css({ fontSize: 'sm', color: 'fg.muted', whiteSpace: 'nowrap' })}>
          <FormattedMessage id="locations.list.count" values={{ count: group.locations.length }} />
        </p>
      </div>
      <ul className={css({ display: 'grid', gap: '0.5' })}>
        {group.locations.map((location) => (
          <li key={location.id}>
            <Link
              href={searchPath(location.id)}
              className={css({ display: 'inline-flex', alignItems: 'center', gap: '0.5', color: 'fg.default', textDecoration: 'underline', textUnderlineOffset: '3px', _hover: { color: 'accent.default' } })}
            >
              {location.name}
              <ArrowRight aria-hidden className={css({ width: '14px', height: '14px', flexShrink: 0 })} />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
