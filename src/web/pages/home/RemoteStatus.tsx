import { FormattedMessage } from 'react-intl'
import { css } from '../../../../styled-system/css'
import { Button } from '../../components/ui/button'
import type { MessageId } from '../../i18n/en'

/** Loading: a polite live status with placeholder blocks (no layout jump when data arrives). */
export function LoadingStatus({ message, placeholders }: { message: MessageId; placeholders: number }) {
  return (
    <div role="status" aria-live="polite">
      <p className={css({ srOnly: true })}>
        <FormattedMessage id={message} />
      </p>
      <div aria-hidden="true" className={css({ display: 'grid', gap: '2', gridTemplateColumns: { base: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' } })}>
        {Array.from({ length: placeholders }, (_, index) => (
          <div
            key={index}
            className={css({ height: '160px', borderRadius: 'lg', bg: 'bg.muted', animation: 'pulse 1.6s ease-in-out infinite', _motionReduce: { animation: 'none' } })}
          />
        ))}
      </div>
    </div>
  )
}

/** Error: what failed, and a retry. */
export function ErrorStatus({ message, onRetry }: { message: MessageId; onRetry: () => void }) {
  return (
    <div
      role="alert"
      className={css({ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: '2', p: '3', borderRadius: 'lg', bg: 'bg.surface', borderWidth: '1px', borderColor: 'border.default' })}
    >
      <p className={css({ color: 'danger', fontWeight: 'medium' })}>
        <FormattedMessage id={message} />
      </p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        <FormattedMessage id="common.retry" />
      </Button>
    </div>
  )
}
