import { CardIcon } from './card-icons'
import type { ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { css, cx } from '../../../../../styled-system/css'
import type { components } from '../../../../../openapi/schema'
import { UNLIMITED_MILEAGE } from '../../../../domain/enums'
import { useFormatNumber } from '../../../i18n/use-format-number'
import { fuelPolicyHint, fuelPolicyLabel, fuelTypeLabel, gearboxLabel, multimediaLabel, rangeLabel } from '../labels'

type Car = components['schemas']['Car']

/** Every attribute of the car, each with an icon and its words (icons are never the only carrier). */
export function CarFeatures({ car }: { car: Car }) {
  const intl = useIntl()
  const formatNumber = useFormatNumber()
  const multimedia = car.multimedia.map((kind) => intl.formatMessage({ id: multimediaLabel(kind) })).join(', ')
  return (
    <ul
      aria-label={intl.formatMessage({ id: 'searchResults.car.features' })}
      // A narrow card runs the features on as wrapped lines; a wider one aligns them in columns.
      className={css({
        display: 'flex',
        flexWrap: 'wrap',
        columnGap: '1.5',
        rowGap: '0',
        fontSize: 'xs',
        '@container (min-width: 600px)': { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(130px, 1fr))', columnGap: '2', rowGap: '0.5', fontSize: 'sm' },
      })}
    >
      <Feature icon={<CardIcon name="carFront" />}>
        <FormattedMessage id={rangeLabel(car.range)} />
      </Feature>
      <Feature icon={<CardIcon name="fuel" />}>
        <FormattedMessage id={fuelTypeLabel(car.fuelType)} />
      </Feature>
      <Feature icon={<CardIcon name="cog" />}>
        <FormattedMessage id={gearboxLabel(car.gearbox)} />
      </Feature>
      <Feature icon={<CardIcon name="users" />}>
        <FormattedMessage id="searchResults.car.seats" values={{ count: car.seats }} />
      </Feature>
      {car.doors > 0 && (
        <Feature icon={<CardIcon name="doorOpen" />}>
          <FormattedMessage id="searchResults.car.doors" values={{ count: car.doors }} />
        </Feature>
      )}
      <Feature icon={<CardIcon name="snowflake" />}>
        <FormattedMessage id={car.aircon ? 'searchResults.car.aircon' : 'searchResults.car.noAircon'} />
      </Feature>
      <Feature icon={<CardIcon name="gauge" />}>
        {car.mileage === UNLIMITED_MILEAGE ? (
          <FormattedMessage id="searchResults.car.unlimitedMileage" />
        ) : (
          <FormattedMessage id="searchResults.car.mileagePerDay" values={{ km: formatNumber(car.mileage) }} />
        )}
      </Feature>
      <Feature icon={<CardIcon name="droplet" />}>
        {/* The policy's name is jargon: its meaning is one hover or focus away, and read out. */}
        <span title={intl.formatMessage({ id: fuelPolicyHint(car.fuelPolicy) })}>
          <FormattedMessage id={fuelPolicyLabel(car.fuelPolicy)} />
        </span>
      </Feature>
      {multimedia ? (
        <Feature icon={<CardIcon name="monitorSmartphone" />} wide>
          {multimedia}
        </Feature>
      ) : null}
    </ul>
  )
}

// Built once, not for each feature of each card.
const feature = css({ display: 'flex', alignItems: 'center', gap: '0.5', color: 'fg.default', minWidth: 0 })
const wideFeature = cx(feature, css({ gridColumn: '1 / -1' }))
const featureIcon = css({ display: 'inline-flex', flexShrink: 0, color: 'fg.muted', '& svg': { width: '16px', height: '16px' } })
const featureText = css({ overflowWrap: 'break-word', minWidth: 0 })

/** `wide`: a list of several words (multimedia) takes a whole row. */
function Feature({ icon, children, wide = false }: { icon: ReactNode; children: ReactNode; wide?: boolean }) {
  return (
    <li className={wide ? wideFeature : feature}>
      <span aria-hidden className={featureIcon}>
        {icon}
      </span>
      <span className={featureText}>{children}</span>
    </li>
  )
}
