// One number format per language (issue 15, item 8): a French or Spanish car card reads its
// prices, its rating and its mileage with the same separators ('39,50 €', '3,5', '1 500 km').
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { CarCard } from '../../src/web/pages/search/car-card/CarCard'
import { makeOffer } from './support/car-offers'
import { renderWithIntl } from './support/render-with-intl'

describe('numbers of a car card', () => {
  it.each([
    ['en', '3.5', /\$39\.50/, /1,500/, 'Peugeot 308 or similar'],
    ['fr', '3,5', /\$39,50/, /1 500/, 'Peugeot 308 ou similaire'],
    ['es', '3,5', /\$39,50/, /1 500/, 'Peugeot 308 o similar'],
  ] as const)('in %s, the rating reads %s next to prices and distances of the same format', (language, rating, price, mileage, name) => {
    const offer = makeOffer({ currency: 'USD', days: 1, totalPrice: 39.5, pricePerDay: 39.5, deposit: 460 }, { name: 'Peugeot 308', rating: 3.5, mileage: 1500 })
    renderWithIntl(<CarCard offer={offer} language={language} hideSuppliers={false} checkoutHref="/checkout" />, language)
    const card = screen.getByRole('article', { name })
    expect(within(card).getByText(rating)).toBeVisible()
    expect(card).toHaveTextContent(price)
    expect(card).toHaveTextContent(mileage)
  })
})
