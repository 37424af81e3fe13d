import { useSelector } from '@xstate/react'
import { useEffect } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { Redirect } from 'wouter'
import { css } from '../../../../styled-system/css'
import { appRoutes } from '../../../domain/routes'
import { useNotificationsActor, type NotificationsActor } from '../../app/notifications-context'
import { useSession } from '../../app/session-context'
import { Button } from '../../components/ui/button'
import { signInHref } from '../auth/return-path'
import { NotificationConfirmation } from './NotificationConfirmation'
import { NotificationRow } from './NotificationRow'
import { NotificationsPagination } from './NotificationsPagination'
import { listFrame, NotificationsSkeleton } from './NotificationsSkeleton'
import { NotificationsToolbar } from './NotificationsToolbar'

const pageStyle = css({
  maxWidth: '880px',
  mx: 'auto',
  px: { base: '2', md: '3' },
  py: { base: '3', md: '4' },
  display: 'flex',
  flexDirection: 'column',
  gap: '2',
})

/** `/notifications` (spec §2): signed-in users only; a visitor signs in and comes back here. */
export default function NotificationsPage() {
  const { signedIn, checking } = useSession()
  const actor = useNotificationsActor()
  if (!checking && !signedIn) return <Redirect to={signInHref(appRoutes.notifications)} replace />
  return (
    <div className={pageStyle}>
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '0.5' })}>
        <h1 className={css({ textStyle: 'h2', fontSize: { base: '2xl', md: '3xl' } })}>
          <FormattedMessage id="notifications.pageTitle" />
        </h1>
        <p className={css({ color: 'fg.muted' })}>
          <FormattedMessage id="notifications.intro" />
        </p>
      </div>
      {actor ? <NotificationCentre actor={actor} /> : <NotificationsSkeleton />}
    </div>
  )
}

function NotificationCentre({ actor }: { actor: NotificationsActor }) {
  const intl = useIntl()
  useEffect(() => {
    actor.send({ type: 'notifications.open', page: 1 })
    return () => actor.send({ type: 'notifications.close' })
  }, [actor])
  const snapshot = useSelector(actor, (s) => s)
  const { rows, selected, total, page, pageSize, failed, pending } = snapshot.context
  const send = actor.send
  const idle = snapshot.matches({ list: { ready: 'idle' } })
  const firstLoad = snapshot.matches({ list: 'loading' }) && rows.length === 0

  if (snapshot.matches({ list: 'closed' }) || firstLoad) return <NotificationsSkeleton />
  if (snapshot.matches({ list: 'failed' }))
    return (
      <div role="alert" className={css({ display: 'flex', flexDirection: 'column', gap: '1.5', alignItems: 'flex-start' })}>
        <p>
          <FormattedMessage id="notifications.loadFailed" />
        </p>
        <Button variant="outline" onClick={() => send({ type: 'notifications.retry' })}>
          <FormattedMessage id="common.retry" />
        </Button>
      </div>
    )
  if (snapshot.matches({ list: 'empty' }))
    return (
      <p
        role="status"
        className={css({ bg: 'bg.surface', borderWidth: '1px', borderColor: 'border.default', borderRadius: 'md', px: '2', py: '4', textAlign: 'center', color: 'fg.muted' })}
      >
        <FormattedMessage id="notifications.empty" />
      </p>
    )

  const unconfirmedFailure = failed !== null && !snapshot.matches({ list: { ready: 'confirming' } })
  return (
    <>
      <NotificationsToolbar
        rowCount={rows.length}
        selected={selected}
        enabled={idle}
        onToggleAll={() => send({ type: 'notifications.toggleAll' })}
        onMarkSelectedRead={() => send({ type: 'notifications.markRead', ids: selected })}
        onMarkSelectedUnread={() => send({ type: 'notifications.markUnread', ids: selected })}
        onDeleteSelected={() => send({ type: 'notifications.delete', ids: selected })}
        onMarkAllRead={() => send({ type: 'notifications.markAllRead' })}
        onDeleteAll={() => send({ type: 'notifications.deleteAll' })}
      />
      <p role="alert" hidden={!unconfirmedFailure} className={css({ color: 'danger', fontWeight: 'medium' })}>
        {unconfirmedFailure ? <FormattedMessage id="notifications.actionFailed" /> : null}
      </p>
      <ul aria-label={intl.formatMessage({ id: 'notifications.listLabel' })} aria-busy={!idle || undefined} className={listFrame}>
        {rows.map((row) => (
          <NotificationRow
            key={row.id}
            notification={row}
            selected={selected.includes(row.id)}
            enabled={idle}
            onToggle={() => send({ type: 'notifications.toggle', id: row.id })}
            onView={() => send({ type: 'notifications.view', id: row.id })}
            onMarkRead={() => send({ type: 'notifications.markRead', ids: [row.id] })}
            onMarkUnread={() => send({ type: 'notifications.markUnread', ids: [row.id] })}
            onDelete={() => send({ type: 'notifications.delete', ids: [row.id] })}
          />
        ))}
      </ul>
      <NotificationsPagination total={total} pageSize={pageSize} page={page} onPageChange={(target) => send({ type: 'notifications.page', page: target })} />
      <NotificationConfirmation
        open={snapshot.matches({ list: { ready: 'confirming' } }) || (snapshot.matches({ list: { ready: 'applying' } }) && pending !== null && (pending.kind === 'delete' || pending.kind === 'deleteAll'))}
        pending={pending}
        busy={snapshot.matches({ list: { ready: 'applying' } })}
        failed={failed !== null}
        onConfirm={() => send({ type: 'notifications.confirm' })}
        onCancel={() => send({ type: 'notifications.dismiss' })}
      />
    </>
  )
}
