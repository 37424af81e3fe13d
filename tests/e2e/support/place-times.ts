import { Temporal } from 'temporal-polyfill'

/**
 * A rental's wall times at its places, as the search form and the API take them: `daysAhead` days
 * from today at `hour`:00, for `days` days ('YYYY-MM-DDTHH:mm'). Far enough ahead (two days or more),
 * the place's own zone cannot bring the pick-up inside the minimum notice.
 */
export function placeTimes(daysAhead: number, days: number, hour = 10): { from: string; to: string } {
  const today = Temporal.Now.plainDateISO('UTC')
  const at = (offset: number) => today.add({ days: offset }).toPlainDateTime({ hour }).toString({ smallestUnit: 'minute' })
  return { from: at(daysAhead), to: at(daysAhead + days) }
}
