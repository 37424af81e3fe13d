import { describe, expect, it } from 'vitest'
import {
  bookingStatusEventTypes,
  holdsCar,
  initialStatus,
  isBookingStatus,
  nextStatus,
  paymentModes,
  statusesHoldingCar,
  statusesHoldingCarWhilePaymentOpen,
} from '../../../src/domain/booking-status'
import { bookingStatuses } from '../../../src/domain/enums'

describe('initialStatus', () => {
  it('creates a pay-at-counter booking pending and an online one void until paid', () => {
    expect(initialStatus('payAtCounter')).toBe('pending')
    expect(initialStatus('payDeposit')).toBe('void')
    expect(initialStatus('payInFull')).toBe('void')
  })

  it('knows every payment mode of the API', () => {
    expect([...paymentModes]).toEqual(['payAtCounter', 'payDeposit', 'payInFull'])
  })
})

describe('nextStatus', () => {
  it('follows an online deposit, then the balance', () => {
    const created = initialStatus('payDeposit')
    const deposit = nextStatus(created, 'booking.paidDeposit')
    expect(deposit).toBe('deposit')
    expect(nextStatus(deposit!, 'booking.paidInFull')).toBe('paid')
  })

  it('pays in full online', () => {
    expect(nextStatus(initialStatus('payInFull'), 'booking.paidInFull')).toBe('paid')
  })

  it('lets the supplier reserve a pay-at-counter booking', () => {
    expect(nextStatus(initialStatus('payAtCounter'), 'booking.confirm')).toBe('reserved')
    expect(nextStatus('void', 'booking.confirm')).toBeNull()
    expect(nextStatus('deposit', 'booking.confirm')).toBeNull()
    expect(nextStatus('paid', 'booking.confirm')).toBeNull()
  })

  it('cancels an unpaid online booking when its payment window ends, and only that one', () => {
    expect(nextStatus('void', 'booking.paymentExpired')).toBe('cancelled')
    for (const status of bookingStatuses.filter((s) => s !== 'void'))
      expect(nextStatus(status, 'booking.paymentExpired'), status).toBeNull()
  })

  it('cancels any booking not yet cancelled', () => {
    for (const status of bookingStatuses.filter((s) => s !== 'cancelled'))
      expect(nextStatus(status, 'booking.cancel'), status).toBe('cancelled')
  })

  it('never leaves cancelled (a replayed cancel or payment changes nothing)', () => {
    for (const event of bookingStatusEventTypes) expect(nextStatus('cancelled', event), event).toBeNull()
  })

  it('refuses a payment twice and a payment after pay-at-counter', () => {
    expect(nextStatus('paid', 'booking.paidInFull')).toBeNull()
    expect(nextStatus('deposit', 'booking.paidDeposit')).toBeNull()
    expect(nextStatus('paid', 'booking.paidDeposit')).toBeNull()
    expect(nextStatus('pending', 'booking.paidDeposit')).toBeNull()
    expect(nextStatus('pending', 'booking.paidInFull')).toBeNull()
    expect(nextStatus('reserved', 'booking.paidInFull')).toBeNull()
  })

  it('refuses an unknown event and throws on an unknown status', () => {
    expect(nextStatus('void', 'booking.nope' as never)).toBeNull()
    expect(() => nextStatus('Paid' as never, 'booking.cancel')).toThrow(/Unknown booking status/)
  })
})

describe('holdsCar', () => {
  it('holds the car while pending, deposit, paid or reserved, whatever the payment window', () => {
    for (const status of ['pending', 'deposit', 'paid', 'reserved'] as const) {
      expect(holdsCar(status, true), status).toBe(true)
      expect(holdsCar(status, false), status).toBe(true)
    }
  })

  it('holds the car for a void booking only while its payment is open', () => {
    expect(holdsCar('void', true)).toBe(true)
    expect(holdsCar('void', false)).toBe(false)
  })

  it('never holds the car once cancelled', () => {
    expect(holdsCar('cancelled', true)).toBe(false)
    expect(holdsCar('cancelled', false)).toBe(false)
  })

  it('lists the holding statuses for queries', () => {
    expect(statusesHoldingCar).toEqual(['pending', 'deposit', 'paid', 'reserved'])
    expect(statusesHoldingCarWhilePaymentOpen).toEqual(['void'])
  })
})

describe('isBookingStatus', () => {
  it('accepts exactly the spec values', () => {
    for (const status of bookingStatuses) expect(isBookingStatus(status)).toBe(true)
    for (const other of ['Void', 'confirmed', '', null, 3]) expect(isBookingStatus(other)).toBe(false)
  })
})
