import { describe, expect, it } from 'vitest'
import { urlJoin } from '../../../src/domain'

describe('urlJoin', () => {
  it('joins parts with single slashes', () => {
    expect(urlJoin('https://api.example.test/', '/api/', 'locations', 1, 30, 'en')).toBe(
      'https://api.example.test/api/locations/1/30/en',
    )
    expect(urlJoin('/api', 'car', 'abc')).toBe('/api/car/abc')
    expect(urlJoin('/images/cars/', 'x.jpg')).toBe('/images/cars/x.jpg')
  })

  it('keeps a trailing slash of the last part and accepts 0 and false', () => {
    expect(urlJoin('/api', 'create-paypal-order/')).toBe('/api/create-paypal-order/')
    expect(urlJoin('/api/resend', 'frontend', 'a@b.c', false)).toBe('/api/resend/frontend/a@b.c/false')
    expect(urlJoin('/api/notifications', 0)).toBe('/api/notifications/0')
  })

  it.each([
    ['undefined', undefined],
    ['null', null],
    ['an empty string', ''],
  ])('throws when a part is %s (spec §8)', (_, missing) => {
    expect(() => urlJoin('/api', 'user', missing)).toThrow(Error)
    expect(() => urlJoin(missing, 'user')).toThrow(/missing/)
  })

  it('throws when given nothing', () => {
    expect(() => urlJoin()).toThrow(Error)
  })
})
