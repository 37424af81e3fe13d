// Priced lines (cents, src/domain/price.ts) as the contract's PriceBreakdownDetail (decimal amounts):
// the checkout's summary, an edit's quote and a booking's stored lines all read the same way.
import type { components } from '../../../openapi/schema.js'
import type { Currency } from '../../domain/enums.js'
import { fromCents, sumCents, type Cents } from '../../domain/money.js'
import type { AgreedLine } from '../../domain/price.js'

type Schemas = components['schemas']

export function breakdownOf(lines: readonly AgreedLine[], days: number, currency: Currency, deposit: Cents): Schemas['PriceBreakdownDetail'] {
  const rentalLines: Schemas['RentalLine'][] = []
  const options: Schemas['BookingOptionLine'][] = []
  for (const line of lines) {
    const amounts = { quantity: line.quantity, unitPrice: fromCents(line.unitAmount), amount: fromCents(line.amount) }
    if (line.kind === 'option') options.push({ option: line.option, basis: line.basis, included: line.included, ...amounts })
    else if (line.kind === 'dates') rentalLines.push({ kind: 'dates', ...amounts, startDate: line.startDate, endDate: line.endDate })
    else rentalLines.push({ kind: line.kind, ...amounts })
  }
  const pricing = lines.some((line) => line.kind === 'agreed') ? 'agreed' : lines.some((line) => line.kind === 'dates') ? 'dates' : 'tiers'
  return { currency, days, pricing, rentalLines, options, total: fromCents(sumCents(lines.map((line) => line.amount))), deposit: fromCents(deposit) }
}
