// A price as the server priced it, line by line (spec §9), for the checkout's summary and a
// booking's price: the rental's lines (tier blocks, runs of dates, or an agreed total kept from
// before lines were stored), each option, the total and the deposit. The supplier's markup is
// inside every unit price; the lines add up to the total on the server, nothing is summed here.
// Texts: `price.*` and the option names, in the searchResults catalogue area (both pages load it).
import type { ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { css } from '../../../../styled-system/css'
import type { components } from '../../../../openapi/schema'
import { formatPrice } from '../../../domain/currency'
import type { Currency, Language } from '../../../domain/enums'
import { extraLabel } from '../../pages/search/labels'

type Breakdown = components['schemas']['PriceBreakdownDetail']
type RentalLine = Breakdown['rentalLines'][number]

// one style for the table: labels start, amounts end with tabular digits; the rental's parts muted
// and indented under their heading; a rule above the total
const tableStyle = css({
  width: 'full',
  borderCollapse: 'collapse',
  '& th, & td': { py: '0.5', verticalAlign: 'baseline' },
  '& th': { textAlign: 'start', fontWeight: 'normal', overflowWrap: 'anywhere', pe: '2' },
  '& td': { textAlign: 'end', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' },
  '& th[scope=rowgroup]': { fontWeight: 'semibold' },
  '& [data-part]': { color: 'fg.muted', fontSize: 'sm' },
  '& [data-part] th': { ps: '2' },
  '& [data-total]': { borderTopWidth: '1px', borderColor: 'border.default' },
  '& [data-total] > *': { pt: '1', fontWeight: 'bold' },
})

/** A calendar date of a run of dates (the pick-up place's), in the reader's language, no time. */
function dayOf(date: string, language: Language): string {
  return new Intl.DateTimeFormat(language, { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`))
}

function Row({ label, children, part, total }: { label: ReactNode; children: ReactNode; part?: boolean; total?: boolean }) {
  return (
    <tr data-part={part || undefined} data-total={total || undefined}>
      <th scope="row">{label}</th>
      <td>{children}</td>
    </tr>
  )
}

function RentalLineLabel({ line, money, language }: { line: RentalLine; money: (amount: number) => string; language: Language }) {
  if (line.kind === 'agreed') return <FormattedMessage id="price.line.agreed" />
  const values = { quantity: line.quantity, unit: money(line.unitPrice) }
  return line.kind === 'dates' && line.startDate && line.endDate ? (
    <FormattedMessage id="price.line.dates" values={{ ...values, start: dayOf(line.startDate, language), end: dayOf(line.endDate, language) }} />
  ) : (
    <FormattedMessage id={`price.line.${line.kind === 'dates' ? 'day' : line.kind}`} values={values} />
  )
}

interface PriceBreakdownProps {
  breakdown: Breakdown
  language: Language
  /** The total in another currency at today's rate (a booking shown to a reader of another currency). */
  approximately?: { amount: number; currency: Currency } | null
  /** The total's test hook (the end-to-end tests read the total by it). */
  totalTestId?: string
}

/** The breakdown as a table: what each line is, and its amount in the breakdown's currency. */
export function PriceBreakdown({ breakdown, language, approximately, totalTestId }: PriceBreakdownProps) {
  const intl = useIntl()
  const money = (amount: number) => formatPrice(amount, breakdown.currency, language)
  // an agreed total is one line of its own; tier blocks and runs of dates are parts of the rental
  const parts = breakdown.pricing !== 'agreed'
  return (
    <table className={tableStyle}>
      <caption className={css({ srOnly: true })}>
        <FormattedMessage id="price.caption" />
      </caption>
      <tbody>
        {parts ? (
          <tr>
            <th scope="rowgroup" colSpan={2}>
              <FormattedMessage id={breakdown.pricing === 'dates' ? 'price.rental.dates' : 'price.rental.tiers'} />
            </th>
          </tr>
        ) : null}
        {breakdown.rentalLines.map((line, index) => (
          <Row key={`${line.kind}-${index}`} label={<RentalLineLabel line={line} money={money} language={language} />} part={parts}>
            {money(line.amount)}
          </Row>
        ))}
      </tbody>
      {breakdown.options.length > 0 ? (
        <tbody>
          {breakdown.options.map((line) => {
            const option = intl.formatMessage({ id: extraLabel(line.option) })
            return (
              <Row
                key={line.option}
                label={
                  line.included ? (
                    option
                  ) : line.basis === 'perDay' ? (
                    <FormattedMessage id="price.option.perDay" values={{ option, quantity: line.quantity, unit: money(line.unitPrice) }} />
                  ) : (
                    <FormattedMessage id="price.option.perBooking" values={{ option }} />
                  )
                }
              >
                {line.included ? <FormattedMessage id="price.option.included" /> : money(line.amount)}
              </Row>
            )
          })}
        </tbody>
      ) : null}
      <tfoot>
        <Row label={<FormattedMessage id="price.total" />} total>
          <span data-testid={totalTestId} className={css({ fontSize: 'xl' })}>
            {money(breakdown.total)}
          </span>
          {approximately ? (
            <span className={css({ display: 'block', whiteSpace: 'normal', color: 'fg.muted', fontSize: 'sm', fontWeight: 'normal' })}>
              <FormattedMessage id="price.approximately" values={{ amount: formatPrice(approximately.amount, approximately.currency, language) }} />
            </span>
          ) : null}
        </Row>
        <Row label={<FormattedMessage id="price.deposit" />}>
          {breakdown.deposit > 0 ? money(breakdown.deposit) : <FormattedMessage id="price.noDeposit" />}
        </Row>
      </tfoot>
    </table>
  )
}
