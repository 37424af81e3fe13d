import { CardIcon } from './card-icons'
import { useId, useState } from 'react'
import { FormattedMessage } from 'react-intl'
import { css } from '../../../../../styled-system/css'
import type { components } from '../../../../../openapi/schema'
import { formatPrice } from '../../../../domain/currency'
import { EXTRA_INCLUDED, EXTRA_UNAVAILABLE, extraKinds, perBookingExtras, type Currency, type ExtraKind, type Language } from '../../../../domain/enums'
import { extraLabel } from '../labels'

type OfferExtras = components['schemas']['OfferExtras']

const wider = '@container (min-width: 600px)'

// Built once, not on each of a list's rows (a page renders about 150 of them).
const row = css({ display: 'flex', alignItems: 'center', gap: '0.5', minWidth: 0 })
const term = css({ color: 'fg.muted' })
const value = css({ fontWeight: 'medium', ml: 'auto', textAlign: 'end', whiteSpace: 'nowrap' })
const icon = { included: css({ width: '14px', height: '14px', flexShrink: 0, color: 'success' }), other: css({ width: '14px', height: '14px', flexShrink: 0, color: 'fg.muted' }) }

/** How many options are included, at extra cost and not available: the line a narrow card shows folded. */
function tally(extras: OfferExtras) {
  const amounts = extraKinds.map((kind) => extras[kind])
  return {
    included: amounts.filter((amount) => amount === EXTRA_INCLUDED).length,
    extra: amounts.filter((amount) => amount > 0).length,
    unavailable: amounts.filter((amount) => amount === EXTRA_UNAVAILABLE).length,
  }
}

/**
 * Each option with what it means for this offer: unavailable, included, or its price per booking or
 * per day. A narrow card (a phone) folds the list behind a line that tallies it, so fifteen cards
 * stay a short scroll; a wider card always shows it.
 */
export function CarExtras({ extras, currency, language }: { extras: OfferExtras; currency: Currency; language: Language }) {
  const titleId = useId()
  const listId = useId()
  const [open, setOpen] = useState(false)
  return (
    <div role="group" aria-labelledby={titleId} className={css({ display: 'flex', flexDirection: 'column', gap: '0.5' })}>
      <h4 id={titleId} className={css({ display: 'none', textStyle: 'eyebrow', color: 'fg.muted', [wider]: { display: 'block' } })}>
        <FormattedMessage id="searchResults.car.extras" />
      </h4>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
        className={css({
          display: 'flex',
          alignItems: 'center',
          gap: '0.5',
          minHeight: '24px',
          fontSize: 'sm',
          color: 'fg.default',
          textAlign: 'start',
          cursor: 'pointer',
          borderRadius: 'sm',
          _focusVisible: { outline: '2px solid', outlineColor: 'accent.default', outlineOffset: '2px' },
          '& svg': { width: '16px', height: '16px', flexShrink: 0, transition: 'transform 0.15s', _motionReduce: { transition: 'none' } },
          '&[aria-expanded=true] svg': { transform: 'rotate(180deg)' },
          [wider]: { display: 'none' },
        })}
      >
        <CardIcon name="chevronDown" />
        <FormattedMessage id="searchResults.car.extras.summary" values={tally(extras)} />
      </button>
      <dl
        id={listId}
        data-folded={open ? undefined : ''}
        className={css({
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
          columnGap: '3',
          rowGap: '0.5',
          fontSize: 'sm',
          '&[data-folded]': { display: 'none' },
          [wider]: { '&[data-folded]': { display: 'grid' } },
        })}
      >
      {extraKinds.map((kind) => (
        <div key={kind} className={row}>
          <ExtraIcon amount={extras[kind]} />
          <dt className={term}>
            <FormattedMessage id={extraLabel(kind)} />
          </dt>
          <dd className={value}>
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
  return (
    <CardIcon
      name={amount === EXTRA_UNAVAILABLE ? 'ban' : amount === EXTRA_INCLUDED ? 'check' : 'plus'}
      className={amount === EXTRA_INCLUDED ? icon.included : icon.other}
    />
  )
}
