// The one payment rule of an offer (src/domain/payment-options.ts): what the search, the price
// quote, the checkout and the checkout page all answer.
import { describe, expect, it } from 'vitest'
import { FULL_REFUND_NOTICE_HOURS } from '../../../src/domain/constants'
import { depositPayable, freeCancellationUntil, matchesPaymentFilter, paymentOptions } from '../../../src/domain/payment-options'

describe('paymentOptions', () => {
  const counter = { payLater: true, deposit: 200, price: 500 }
  const onlineOnly = { payLater: false, deposit: 200, price: 500 }

  it('without a provider: the counter when the supplier accepts it, else nothing (cannot be booked)', () => {
    expect(paymentOptions(counter, null)).toEqual(['payAtCounter'])
    expect(paymentOptions(onlineOnly, null)).toEqual([])
  })

  it('with Stripe or PayPal: the counter when accepted, the deposit when it is less than the price, the full price always', () => {
    for (const gateway of ['Stripe', 'PayPal'] as const) {
      expect(paymentOptions(counter, gateway)).toEqual(['payAtCounter', 'payDeposit', 'payInFull'])
      expect(paymentOptions(onlineOnly, gateway)).toEqual(['payDeposit', 'payInFull'])
      expect(paymentOptions({ ...counter, deposit: 500 }, gateway)).toEqual(['payAtCounter', 'payInFull'])
      expect(paymentOptions({ ...onlineOnly, deposit: 0 }, gateway)).toEqual(['payInFull'])
    }
  })
})

describe('depositPayable', () => {
  it('only when 0 < deposit < price', () => {
    expect(depositPayable(100, 100.01)).toBe(true)
    expect(depositPayable(100, 100)).toBe(false)
    expect(depositPayable(150, 100)).toBe(false)
    expect(depositPayable(0, 100)).toBe(false)
  })
})

describe('matchesPaymentFilter', () => {
  it('absent: any offer, even one that cannot be paid', () => {
    expect(matchesPaymentFilter([], undefined)).toBe(true)
    expect(matchesPaymentFilter(['payAtCounter'], undefined)).toBe(true)
  })

  it('at the counter, online (deposit or in full), or either', () => {
    expect(matchesPaymentFilter(['payAtCounter'], ['payAtCounter'])).toBe(true)
    expect(matchesPaymentFilter(['payDeposit', 'payInFull'], ['payAtCounter'])).toBe(false)
    expect(matchesPaymentFilter(['payInFull'], ['payOnline'])).toBe(true)
    expect(matchesPaymentFilter(['payDeposit'], ['payOnline'])).toBe(true)
    expect(matchesPaymentFilter(['payAtCounter'], ['payOnline'])).toBe(false)
    expect(matchesPaymentFilter(['payAtCounter'], ['payAtCounter', 'payOnline'])).toBe(true)
    expect(matchesPaymentFilter(['payInFull'], ['payAtCounter', 'payOnline'])).toBe(true)
  })

  it('an unbookable offer or an empty filter never matches', () => {
    expect(matchesPaymentFilter([], ['payAtCounter', 'payOnline'])).toBe(false)
    expect(matchesPaymentFilter(['payAtCounter', 'payInFull'], [])).toBe(false)
  })
})

describe('freeCancellationUntil', () => {
  const pickUp = new Date('2030-07-10T10:00:00.000Z')

  it('is the pick-up time less the full-refund notice when the cancellation option is included (0)', () => {
    expect(FULL_REFUND_NOTICE_HOURS).toBe(24)
    expect(freeCancellationUntil(pickUp, 0)?.toISOString()).toBe('2030-07-09T10:00:00.000Z')
  })

  it('is null when the option is unavailable (-1) or has a price', () => {
    expect(freeCancellationUntil(pickUp, -1)).toBeNull()
    expect(freeCancellationUntil(pickUp, 12.5)).toBeNull()
  })
})
