import MapPin from 'lucide-react/icons/map-pin'
import { FormattedMessage } from 'react-intl'
import { css } from '../../../../../styled-system/css'
import { fetchDestinations, type CountryWithLocations } from '../../../api/catalogue'
import { useLanguage } from '../../../app/language-context'
import { useRemoteData } from '../../../app/use-remote-data'
import { MINIMUM_LOCATIONS } from '../../../../domain/constants'
import { appRoutes } from '../../../../domain/routes'
import { SeeAllLink } from '../SeeAllLink'
import { ErrorStatus, LoadingStatus } from '../RemoteStatus'
import { cardGrid, Section } from '../Section'

/** Countries with at least MINIMUM_LOCATIONS locations, names in the interface language. */
export function Destinations() {
  const { language } = useLanguage()
  const [countries, retry] = useRemoteData((signal) => fetchDestinations(language, signal), language, 'destinations')

  const intro =
    countries.status === 'success' && countries.data.length > 0 ? (
      // Says what it counts: the countries shown here, not every country (the locations page counts those).
      <FormattedMessage id="home.destinations.intro" values={{ count: countries.data.length, minimum: MINIMUM_LOCATIONS }} />
    ) : undefined

  return (
    <Section id="destinations" title="home.destinations.title" intro={intro}>
      <SeeAllLink href={appRoutes.locations} label="locations.seeAllOnMap" />
      {countries.status === 'loading' ? <LoadingStatus message="home.destinations.loading" placeholders={3} /> : null}
      {countries.status === 'error' ? <ErrorStatus message="home.destinations.error" onRetry={retry} /> : null}
      {countries.status === 'success' && countries.data.length === 0 ? (
        <p className={css({ color: 'fg.muted' })}>
          <FormattedMessage id="home.destinations.empty" />
        </p>
      ) : null}
      {countries.status === 'success' && countries.data.length > 0 ? (
        <ul className={cardGrid.three}>
          {countries.data.map((country) => (
            <li key={country.id}>
              <CountryCard country={country} />
            </li>
          ))}
        </ul>
      ) : null}
    </Section>
  )
}

function CountryCard({ country }: { country: CountryWithLocations }) {
  const titleId = `country-${country.id}`
  return (
    <article
      aria-labelledby={titleId}
      className={css({ height: 'full', bg: 'bg.surface', borderRadius: 'lg', borderWidth: '1px', borderColor: 'border.default', p: '3', shadow: 'sm' })}
    >
      <div className={css({ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: '2', mb: '2' })}>
        <h3 id={titleId} className={css({ textStyle: 'h3' })}>
          {country.name}
        </h3>
        <p className={css({ fontSize: 'sm', color: 'fg.muted', whiteSpace: 'nowrap' })}>
          <FormattedMessage id="home.destinations.locationCount" values={{ count: country.locations.length }} />
        </p>
      </div>
      <ul className={css({ display: 'flex', flexWrap: 'wrap', gap: '1' })}>
        {country.locations.map((location) => (
          <li
            key={location.id}
            className={css({ display: 'inline-flex', alignItems: 'center', gap: '0.5', px: '1', py: '0.5', borderRadius: 'full', bg: 'bg.subtle', borderWidth: '1px', borderColor: 'border.default', fontSize: 'sm' })}
          >
            <MapPin aria-hidden className={css({ width: '14px', height: '14px', color: 'fg.muted', flexShrink: 0 })} />
            {location.name}
          </li>
        ))}
      </ul>
    </article>
  )
}
