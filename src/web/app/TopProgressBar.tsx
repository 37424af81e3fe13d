import { useIntl } from 'react-intl'
import { css } from '../../../styled-system/css'

/** The thin animated bar at the top of the window while a lazy page loads (Suspense fallback). */
export function TopProgressBar() {
  const intl = useIntl()
  return (
    <div
      role="progressbar"
      aria-label={intl.formatMessage({ id: 'app.loadingPage' })}
      className={css({
        position: 'fixed',
        top: 0,
        left: 0,
        right: 0,
        height: '3px',
        zIndex: 'progress',
        overflow: 'hidden',
        bg: 'bg.muted',
        _after: {
          content: '""',
          position: 'absolute',
          inset: 0,
          width: '40%',
          bg: 'accent.default',
          animation: 'indeterminate 1.1s ease-in-out infinite',
          _motionReduce: { animation: 'none', width: '100%', opacity: 0.6 },
        },
      })}
    />
  )
}
