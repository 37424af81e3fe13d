import { FormattedMessage } from 'react-intl'
import { css } from '../../../../styled-system/css'

const ROWS = 5

/** Placeholder rows of the real rows' height, so nothing moves when the list arrives. */
export function NotificationsSkeleton() {
  return (
    <div role="status" aria-live="polite" className={listFrame}>
      <span className={css({ srOnly: true })}>
        <FormattedMessage id="notifications.loading" />
      </span>
      {Array.from({ length: ROWS }, (_, index) => (
        <div
          key={index}
          aria-hidden
          className={css({ minHeight: '72px', px: '2', py: '1.5', display: 'flex', flexDirection: 'column', justifyContent: 'center', gap: '1', borderBottomWidth: '1px', borderColor: 'border.default', _last: { borderBottomWidth: '0' } })}
        >
          <span className={bar} style={{ width: `${70 - index * 7}%` }} />
          <span className={bar} style={{ width: '30%' }} />
        </div>
      ))}
    </div>
  )
}

export const listFrame = css({ bg: 'bg.surface', borderWidth: '1px', borderColor: 'border.default', borderRadius: 'md', overflow: 'hidden' })

const bar = css({ display: 'block', height: '12px', borderRadius: 'sm', bg: 'bg.muted', animation: 'pulse 1.5s ease-in-out infinite', _motionReduce: { animation: 'none' } })
