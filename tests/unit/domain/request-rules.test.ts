// Issue 21's rules in src/domain: one e-mail address (the contract's Email pattern is the same rule),
// text the database can store, the amendments option an edit keeps, and the unpaid-holding budget.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { removedKeptOption, optionsKeptByEdit } from '../../../src/domain/booking-edit'
import { EMAIL_PATTERN, isEmail } from '../../../src/domain/email'
import { mayHoldUnconfirmed, unconfirmedHoldBudget, UNCONFIRMED_HOLD_SHARE, UNCONFIRMED_HOLD_WINDOW_DAYS } from '../../../src/domain/holding-limits'
import { unstorableTextAt } from '../../../src/domain/stored-text'
import { readContract } from '../../../src/server/contract'

describe('one e-mail address', () => {
  it('is the contract’s Email pattern', () => {
    const contract = readContract() as unknown as { components: { schemas: { Email: { pattern: string } } } }
    expect(contract.components.schemas.Email.pattern).toBe(EMAIL_PATTERN)
  })

  it('accepts one address and refuses a list, a display name or a quoted local part', () => {
    for (const one of ['ada@example.com', 'ada.lovelace+trips@mail.example.co.uk', "o'brien@example.ie", 'x@a-b.example']) expect(isEmail(one), one).toBe(true)
    for (const not of ['a@x.example, b@x.example', 'a@x.example,b@x.example', 'a,b@x.example', 'a@x.example;b@x.example', 'Ada <a@x.example>', '"a b"@x.example', 'a@x', 'a@@x.example', 'a@x..example', '.a@x.example', 'a@-x.example'])
      expect(isEmail(not), not).toBe(false)
  })
})

describe('text the database can store', () => {
  it('names the first string or key holding a NUL by its dotted path', () => {
    expect(unstorableTextAt({ a: 'ok', b: { c: ['x', 'y\u0000'] } })).toBe('b.c.1')
    expect(unstorableTextAt({ ['k\u0000']: 1 })).toBe('k\u0000')
    expect(unstorableTextAt('a\u0000')).toBe('')
    expect(unstorableTextAt({ a: 'é — 日本', n: 1, z: null, file: Buffer.from([0]) })).toBeUndefined()
  })
})

describe('the amendments option an edit uses', () => {
  it('stays when the booking bought it; anything else may change', () => {
    expect(optionsKeptByEdit({ amendments: true, cancellation: true })).toEqual(['amendments'])
    expect(removedKeptOption({ amendments: true }, { amendments: false, cancellation: true })).toBe('amendments')
    expect(removedKeptOption({ amendments: true, cancellation: true }, { amendments: true, cancellation: false })).toBeNull()
    expect(removedKeptOption({ amendments: false }, { amendments: false })).toBeNull()
  })
})

describe('unpaid bookings of unconfirmed drivers from one client network', () => {
  it('never hold more than 1 % of the fleet’s car-days of the next 30 days, however the budget is spent', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), fc.array(fc.integer({ min: 1, max: 90 }), { maxLength: 200 }), (cars, rentals) => {
        let held = 0
        for (const days of rentals) if (mayHoldUnconfirmed(held, days, cars)) held += days
        return held <= UNCONFIRMED_HOLD_SHARE * cars * UNCONFIRMED_HOLD_WINDOW_DAYS
      }),
    )
    expect(unconfirmedHoldBudget(385)).toBe(115)
  })
})
