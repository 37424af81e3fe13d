import { act, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderApp } from './support/render-app'

describe('unhandled errors', () => {
  afterEach(() => vi.restoreAllMocks())

  it('shows a toast and logs an uncaught error', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    await renderApp('/')
    const failure = new Error('boom')
    act(() => {
      window.dispatchEvent(new ErrorEvent('error', { error: failure, message: 'boom' }))
    })
    expect(await screen.findByText('An unhandled error occurred')).toBeVisible()
    expect(log).toHaveBeenCalledWith('An unhandled error occurred', failure)
  })

  it('shows a toast for an unhandled promise rejection', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    await renderApp('/')
    const reason = new Error('rejected')
    act(() => {
      const event = new Event('unhandledrejection') as Event & { reason?: unknown }
      event.reason = reason
      window.dispatchEvent(event)
    })
    expect(await screen.findByText('An unhandled error occurred')).toBeVisible()
    expect(log).toHaveBeenCalledWith('An unhandled error occurred', reason)
  })
})

describe('page error boundary', () => {
  it('replaces a failing page with a way home, shows the toast and logs', async () => {
    const { render } = await import('@testing-library/react')
    const { IntlProvider } = await import('react-intl')
    const { PageErrorBoundary } = await import('../../src/web/app/error-handling')
    const { Toasts } = await import('../../src/web/app/Toasts')
    const { en } = await import('../../src/web/i18n/en')
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    function FailingPage(): never {
      throw new Error('render failed')
    }
    render(
      <IntlProvider locale="en" messages={en}>
        <PageErrorBoundary resetKey="/">
          <FailingPage />
        </PageErrorBoundary>
        <Toasts />
      </IntlProvider>,
    )
    expect(await screen.findByText('This page could not be displayed.')).toBeVisible()
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toBeVisible()
    expect(await screen.findByText('An unhandled error occurred')).toBeVisible()
    expect(log).toHaveBeenCalledWith('An unhandled error occurred', expect.objectContaining({ message: 'render failed' }))
  })
})
