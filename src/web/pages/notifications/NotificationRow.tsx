import { FormattedMessage, useIntl } from 'react-intl'
import { Link } from 'wouter'
import { css, cx } from '../../../../styled-system/css'
import { badge, button } from '../../../../styled-system/recipes'
import type { Notification } from '../../../../machines/notifications.machine'
import { DEFAULT_LANGUAGE } from '../../../domain/enums'
import { isSupportedLanguage } from '../../../domain/language'
import { Button } from '../../components/ui/button'
import { LabelledCheckbox } from '../../components/ui/checkbox'
import { formatNotificationDate } from './notification-date'

interface NotificationRowProps {
  notification: Notification
  selected: boolean
  /** Row actions are offered (not while another action runs). */
  enabled: boolean
  onToggle: () => void
  onView: () => void
  onMarkRead: () => void
  onMarkUnread: () => void
  onDelete: () => void
}

const bookingHref = (id: string) => `/booking?${new URLSearchParams({ b: id }).toString()}`

/** One notification: its checkbox (named by the message), date, and actions. */
export function NotificationRow({ notification, selected, enabled, onToggle, onView, onMarkRead, onMarkUnread, onDelete }: NotificationRowProps) {
  const { locale } = useIntl()
  const language = isSupportedLanguage(locale) ? locale : DEFAULT_LANGUAGE
  const messageId = `notification-${notification.id}`
  const unread = !notification.isRead
  return (
    <li
      data-unread={unread || undefined}
      className={css({
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: '1.5',
        px: '2',
        py: '1.5',
        minHeight: '72px',
        bg: unread ? 'bg.surface' : 'bg.subtle',
        borderBottomWidth: '1px',
        borderColor: 'border.default',
        _last: { borderBottomWidth: '0' },
      })}
    >
      <div className={css({ flex: '1 1 320px', minWidth: '0', display: 'flex', flexDirection: 'column', gap: '0.5' })}>
        <div id={messageId} className={css({ fontWeight: unread ? 'semibold' : 'normal', overflowWrap: 'anywhere' })}>
          <LabelledCheckbox label={notification.message} checked={selected} onChange={onToggle} disabled={!enabled} />
        </div>
        <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '1', pl: '3', fontSize: 'sm', color: 'fg.muted' })}>
          <time dateTime={notification.createdAt}>{formatNotificationDate(notification.createdAt, language)}</time>
          {unread ? (
            <span className={badge({ tone: 'accent' })}>
              <FormattedMessage id="notifications.unread" />
            </span>
          ) : null}
        </div>
      </div>
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '1', pl: { base: '3', md: '0' } })}>
        {notification.bookingId ? (
          <Link href={bookingHref(notification.bookingId)} onClick={onView} aria-describedby={messageId} className={cx(button({ size: 'sm', variant: 'outline' }))}>
            <FormattedMessage id="notifications.view" />
          </Link>
        ) : null}
        {unread ? (
          <Button size="sm" variant="ghost" onClick={onMarkRead} disabled={!enabled} aria-describedby={messageId}>
            <FormattedMessage id="notifications.markRead" />
          </Button>
        ) : (
          <Button size="sm" variant="ghost" onClick={onMarkUnread} disabled={!enabled} aria-describedby={messageId}>
            <FormattedMessage id="notifications.markUnread" />
          </Button>
        )}
        <Button size="sm" variant="ghost" onClick={onDelete} disabled={!enabled} aria-describedby={messageId}>
          <FormattedMessage id="notifications.delete" />
        </Button>
      </div>
    </li>
  )
}
