import { useSelector } from '@xstate/react'
import Bell from 'lucide-react/icons/bell'
import { useIntl } from 'react-intl'
import { Link } from 'wouter'
import { css } from '../../../../styled-system/css'
import { button } from '../../../../styled-system/recipes'
import { appRoutes } from '../../../domain/routes'
import { useFormatNumber } from '../../i18n/use-format-number'
import { useNotificationsActor, type NotificationsActor } from '../notifications-context'

/** A signed-in user's link to /notifications: a bell with the unread count, said in its name. */
export function NotificationBell() {
  const actor = useNotificationsActor()
  return actor ? <BellLink actor={actor} /> : null
}

function BellLink({ actor }: { actor: NotificationsActor }) {
  const intl = useIntl()
  const formatNumber = useFormatNumber()
  const count = useSelector(actor, (snapshot) => snapshot.context.count)
  const label = count === null ? intl.formatMessage({ id: 'notifications.bellUnknown' }) : intl.formatMessage({ id: 'notifications.bell' }, { count })
  return (
    <Link href={appRoutes.notifications} aria-label={label} className={button({ size: 'sm', variant: 'ghost' })}>
      <Bell aria-hidden />
      {count ? (
        <span
          aria-hidden
          data-testid="notification-count"
          className={css({
            minWidth: '20px',
            height: '20px',
            px: '0.5',
            borderRadius: 'full',
            bg: 'primary.solid',
            color: 'primary.contrast',
            fontSize: 'xs',
            fontWeight: 'bold',
            display: 'inline-flex',
            alignItems: 'center',
            justifyContent: 'center',
          })}
        >
          {formatNumber(count)}
        </span>
      ) : null}
    </Link>
  )
}
