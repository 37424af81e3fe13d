import { act, render, screen } from '@testing-library/react'
import { IntlProvider } from 'react-intl'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { TOAST_DURATION_MS } from '../../src/domain/constants'
import { notifyError } from '../../src/web/app/toaster'
import { Toasts } from '../../src/web/app/Toasts'
import { en } from '../../src/web/i18n/en'

describe('toasts', () => {
  afterEach(() => vi.useRealTimers())

  it('appear bottom-right and close by themselves after 5 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const { container } = render(
      <IntlProvider locale="en" messages={en}>
        <Toasts />
      </IntlProvider>,
    )
    act(() => notifyError('errors.unhandled'))
    expect(await screen.findByText('An unhandled error occurred')).toBeVisible()
    expect(container.querySelector('[data-placement="bottom-end"]')).not.toBeNull()

    await act(async () => {
      await vi.advanceTimersByTimeAsync(TOAST_DURATION_MS - 500)
    })
    expect(screen.getByText('An unhandled error occurred')).toBeInTheDocument()
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2000)
    })
    expect(screen.queryByText('An unhandled error occurred')).not.toBeInTheDocument()
  })
})
