import { Ban, Check, Plus } from 'lucide-react'
import { useId } from 'react'
import { FormattedMessage } from 'react-intl'
import { css } from '../../../../../styled-system/css'
import type { components } from '../../../../../openapi/schema'
import { formatPrice } from '../../../../domain/currency'
import { EXTRA_INCLUDED, EXTRA_UNAVAILABLE, extraKinds, perBookingExtras, type Currency, type ExtraKind, type Language } from '../../../../domain/enums'
import { extraLabel } from '../labels'

type OfferExtras = components['schemas']['OfferExtras']

/** Each option with what it means for this offer: unavailable, included, or its price per booking or per day. */
export function CarExtras({ extras, currency, language }: { extras: OfferExtras; currency: Currency; language: Language }) {
  const titleId = useId()
  return (
    <div role="group" aria-labelledby={titleId} className={css({ display: 'flex', flexDirection: 'column', gap: '0.5' })}>
      <h4 id={titleId} className={css({ textStyle: 'eyebrow', color: 'fg.muted' })}>
        <FormattedMessage id="searchResults.car.extras" />
      </h4>
      <dl className={css({ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))', columnGap: '3', rowGap: '0.5', fontSize: 'sm' })}>
      {extraKinds.map((kind) => (
        <div key={kind} className={css({ display: 'flex', alignItems: 'center', gap: '0.5', minWidth: 0 })}>
          <ExtraIcon amount={extras[kind]} />
          <dt className={css({ color: 'fg.muted' })}>
            <FormattedMessage id={extraLabel(kind)} />
          </dt>
          <dd className={css({ fontWeight: 'medium', ml: 'auto', textAlign: 'end', whiteSpace: 'nowrap' })}>
            <ExtraValue kind={kind} amount={extras[kind]} currency={currency} language={language} />
          </dd>
        </div>
      ))}
      </dl>
    </div>
  )
}

function ExtraValue({ kind, amount, currency, language }: { kind: ExtraKind; amount: number; currency: Currency; language: Language }) {
  if (amount === EXTRA_UNAVAILABLE) return <FormattedMessage id="searchResults.car.extra.unavailable" />
  if (amount === EXTRA_INCLUDED) return <FormattedMessage id="searchResults.car.extra.included" />
  const price = formatPrice(amount, currency, language)
  return perBookingExtras.includes(kind) ? (
    <FormattedMessage id="searchResults.car.extra.perBooking" values={{ price }} />
  ) : (
    <FormattedMessage id="searchResults.car.extra.perDay" values={{ price }} />
  )
}

function ExtraIcon({ amount }: { amount: number }) {
  const Icon = amount === EXTRA_UNAVAILABLE ? Ban : amount === EXTRA_INCLUDED ? Check : Plus
  return (
    <Icon
      aria-hidden
      className={css({ width: '14px', height: '14px', flexShrink: 0, color: amount === EXTRA_INCLUDED ? 'success' : 'fg.muted' })}
    />
  )
}
