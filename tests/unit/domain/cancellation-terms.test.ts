// Cancellation terms against a booking's own dates (spec §9): 24 hours or more before pick-up may
// be fully refunded; later, a fee may apply.
import { describe, expect, it } from 'vitest'
import { cancellationTerms } from '../../../src/domain/cancellation-terms'

const pickUp = new Date('2026-12-10T10:00:00Z')

describe('cancellation terms', () => {
  it('free until exactly 24 hours before pick-up', () => {
    expect(cancellationTerms(pickUp, new Date('2026-12-01T10:00:00Z'))).toEqual({ kind: 'free', until: new Date('2026-12-09T10:00:00Z') })
    expect(cancellationTerms(pickUp, new Date('2026-12-09T10:00:00Z'))).toEqual({ kind: 'free', until: new Date('2026-12-09T10:00:00Z') })
  })

  it('a fee may apply after that', () => {
    expect(cancellationTerms(pickUp, new Date('2026-12-09T10:00:01Z'))).toEqual({ kind: 'fee' })
    expect(cancellationTerms(pickUp, new Date('2026-12-11T10:00:00Z'))).toEqual({ kind: 'fee' })
  })
})
