import { act, render, screen, within } from '@testing-library/react'
import { IntlProvider } from 'react-intl'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { TOAST_DURATION_MS } from '../../src/domain/constants'
import { notify, notifyError, toaster } from '../../src/web/app/toaster'
import { Toasts } from '../../src/web/app/Toasts'
import { toApiError } from '../../src/web/api/client'
import { reportUnhandledError } from '../../src/web/app/error-handling'
import { en } from '../../src/web/i18n/en'
import { es } from '../../src/web/i18n/es'
import { fr } from '../../src/web/i18n/fr'

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

  it('a polite live region is there before any toast; toasts sent before the toaster shows (it loads with the first) appear in it, in order', () => {
    const tree = (
      <IntlProvider locale="en" messages={en}>
        <Toasts />
      </IntlProvider>
    )
    const { unmount } = render(tree)
    expect(screen.getByRole('region', { name: /^Notifications/ })).toHaveAttribute('aria-live', 'polite')
    unmount()

    // Sent while no toaster is on screen (e.g. while the app boots).
    notifyError('errors.unhandled')
    notify('errors.languageChangeFailed', 'info')
    render(tree)
    return expect
      .poll(() => within(screen.getByRole('region', { name: /^Notifications/ })).queryAllByRole('status').map((toast) => toast.textContent))
      // Newest first, as Ark stacks them.
      .toEqual(['An error occurred while changing languageClose', 'An unhandled error occurredClose'])
  })

  it('a toast of a kind that replaces its own takes the place of the one on screen; other toasts stay', async () => {
    render(
      <IntlProvider locale="en" messages={en}>
        <Toasts />
      </IntlProvider>,
    )
    const region = () => screen.getByRole('region', { name: /^Notifications/ })
    notify('errors.languageChangeFailed', 'info')
    for (const title of ['Saved once', 'Saved twice', 'Saved three times']) act(() => toaster.create({ title, type: 'success', replaces: 'settings' }))
    await expect
      .poll(() => within(region()).queryAllByRole('status').map((toast) => toast.textContent))
      .toEqual(['Saved three timesClose', 'An error occurred while changing languageClose'])
  })

  it('an error about a failed API call shows its request id small under it, labelled in the page language', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const failure = toApiError({ code: 'INTERNAL_ERROR', message: 'An unhandled error occurred', requestId: 'edge-7f3a.42' }, new Response(null, { status: 500 }))
    expect(failure.requestId).toBe('edge-7f3a.42')
    // a body of no shape of ours (a proxy's page): the id of the answer's header
    expect(toApiError('<html>', new Response(null, { status: 502, headers: { 'x-request-id': 'from-header' } })).requestId).toBe('from-header')

    for (const [messages, label] of [[en, 'Reference: edge-7f3a.42'], [fr, 'Référence : edge-7f3a.42'], [es, 'Referencia: edge-7f3a.42']] as const) {
      const { unmount } = render(
        <IntlProvider locale="en" messages={messages}>
          <Toasts />
        </IntlProvider>,
      )
      act(() => reportUnhandledError(failure))
      const reference = await screen.findByText(label)
      expect(reference.tagName).toBe('SMALL')
      // inside the toast's status, so it is announced with its message
      expect(reference.closest('[role="status"]')).not.toBeNull()
      act(() => toaster.remove())
      unmount()
    }
    vi.restoreAllMocks()
  })

  it('an error toast with no API call behind it shows no reference', async () => {
    render(
      <IntlProvider locale="en" messages={en}>
        <Toasts />
      </IntlProvider>,
    )
    act(() => notifyError('errors.unhandled', new Error('not from the API')))
    expect(await screen.findByText('An unhandled error occurred')).toBeVisible()
    expect(screen.queryByText(/^Reference:/)).toBeNull()
  })
})
