// The status sentences (issue 24) are written once for the server (src/domain/booking-story.ts) and
// once in each web catalogue; the two must never drift apart.
import { describe, expect, it } from 'vitest'
import { bookingStories, bookingStoryOf, statusNames, storySentences } from '../../src/domain/booking-story'
import { bookingStatuses, languages } from '../../src/domain/enums'
import { messages as bookingsEn } from '../../src/web/i18n/bookings/en'
import { messages as bookingsEs } from '../../src/web/i18n/bookings/es'
import { messages as bookingsFr } from '../../src/web/i18n/bookings/fr'
import { messages as paymentEn } from '../../src/web/i18n/payment/en'
import { messages as paymentEs } from '../../src/web/i18n/payment/es'
import { messages as paymentFr } from '../../src/web/i18n/payment/fr'

const catalogues = {
  en: { bookings: bookingsEn as Record<string, string>, payment: paymentEn as Record<string, string> },
  fr: { bookings: bookingsFr as Record<string, string>, payment: paymentFr as Record<string, string> },
  es: { bookings: bookingsEs as Record<string, string>, payment: paymentEs as Record<string, string> },
}

describe('booking stories', () => {
  it('a void booking tells whether its payment is still open; every other status is its own story', () => {
    expect(bookingStoryOf('void', true)).toBe('awaitingPayment')
    expect(bookingStoryOf('void', false)).toBe('paymentNotCompleted')
    for (const status of bookingStatuses.filter((status) => status !== 'void')) {
      expect(bookingStoryOf(status, true)).toBe(status)
      expect(bookingStoryOf(status, false)).toBe(status)
    }
  })

  it.each(languages)('the web catalogues in %s say exactly what the e-mails and notices say', (language) => {
    const { bookings, payment } = catalogues[language]
    for (const story of bookingStories) {
      expect(bookings[`booking.story.${story}`]).toBe(storySentences[language][story])
      expect(payment[`confirmation.story.${story}`]).toBe(storySentences[language][story])
    }
    for (const status of bookingStatuses) expect(bookings[`bookings.status.${status}`]).toBe(statusNames[language][status])
  })

  it.each(languages)('no sentence in %s says anything was paid at the counter', (language) => {
    const paidThere = { en: /(?<!to be )paid at the counter/i, fr: /payée? au comptoir/i, es: /pagad[ao] en el mostrador/i }[language]
    for (const sentence of Object.values(storySentences[language])) expect(sentence).not.toMatch(paidThere)
  })
})
