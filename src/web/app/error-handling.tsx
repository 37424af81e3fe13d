import { Component, useEffect, type ErrorInfo, type ReactNode } from 'react'
import { FormattedMessage } from 'react-intl'
import { Link } from 'wouter'
import { css } from '../../../styled-system/css'
import { button } from '../../../styled-system/recipes'
import { notifyError } from './toaster'

/** Spec §8: any unhandled error shows a toast and is logged. */
export function reportUnhandledError(error: unknown): void {
  console.error('An unhandled error occurred', error)
  notifyError('errors.unhandled', error)
}

/** Errors outside React rendering: failed event handlers, forgotten promise rejections. */
export function GlobalErrorListeners() {
  useEffect(() => {
    const onError = (event: ErrorEvent) => reportUnhandledError(event.error ?? event.message)
    const onRejection = (event: PromiseRejectionEvent) => reportUnhandledError(event.reason)
    window.addEventListener('error', onError)
    window.addEventListener('unhandledrejection', onRejection)
    return () => {
      window.removeEventListener('error', onError)
      window.removeEventListener('unhandledrejection', onRejection)
    }
  }, [])
  return null
}

interface BoundaryProps {
  /** Changing it (the location) clears a caught error, so navigating away recovers. */
  resetKey: string
  children: ReactNode
}

/** Errors while rendering a page: the toast, plus a way out in place of the page. */
export class PageErrorBoundary extends Component<BoundaryProps, { failedAt: string | null }> {
  override state = { failedAt: null as string | null }

  static getDerivedStateFromError(): Partial<{ failedAt: string | null }> {
    return { failedAt: '' }
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    this.setState({ failedAt: this.props.resetKey })
    reportUnhandledError(error)
    console.error(info.componentStack)
  }

  override componentDidUpdate(previous: BoundaryProps): void {
    if (this.state.failedAt !== null && previous.resetKey !== this.props.resetKey) this.setState({ failedAt: null })
  }

  override render() {
    if (this.state.failedAt === null) return this.props.children
    return (
      <div className={css({ maxWidth: 'prose', mx: 'auto', py: '10', px: '2', textAlign: 'center' })}>
        <p className={css({ fontSize: 'lg', mb: '3' })}>
          <FormattedMessage id="errors.pageFailed" />
        </p>
        <Link href="/" className={button({ variant: 'outline' })}>
          <FormattedMessage id="common.backHome" />
        </Link>
      </div>
    )
  }
}
