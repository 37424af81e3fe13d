// The notification centre (issue 9): the header's bell with the unread count in its name, and the
// /notifications page — rows with a checkbox, date, message and a 'View' link, mark read / unread,
// delete with a confirmation, select all, mark all as read, delete all, classic pagination —
// against an in-memory double of the seven notification operations.
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { components } from '../../openapi/schema'
import { http } from './support/handlers'
import { renderApp } from './support/render-app'
import { server } from './support/server'
import { makeUser } from './support/session'

type Notification = components['schemas']['Notification']

const driver = makeUser()
const bookingId = '00000000-0000-4000-8000-0000000000b1'

function notice(index: number, fields: Partial<Notification> = {}): Notification {
  return {
    id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    message: `Notice number ${index}`,
    isRead: false,
    bookingId: null,
    createdAt: new Date(Date.UTC(2026, 2, 1, 10) + index * 60_000).toISOString(),
    ...fields,
  }
}

/** The server's notifications of the signed-in driver (newest first) and what was asked. */
function signedInWith(initial: Notification[], options: { failing?: string } = {}) {
  let store = [...initial].sort((a, b) => b.createdAt.localeCompare(a.createdAt))
  const calls: string[] = []
  const setRead = (ids: string[], isRead: boolean) => (store = store.map((row) => (ids.includes(row.id) ? { ...row, isRead } : row)))
  const failing = (name: string) => options.failing === name
  localStorage.setItem('bc-fe-user', JSON.stringify(driver))
  server.use(
    http.post('/api/validate-access-token', ({ response }) => response(200).json(driver)),
    http.get('/api/notification-counter/{userId}', ({ response }) => response(200).json({ count: store.filter((row) => !row.isRead).length })),
    http.get('/api/notifications/{userId}/{page}/{size}', ({ params, response }) => {
      const page = Number(params.page)
      const size = Number(params.size)
      calls.push(`page ${page}/${size}`)
      return response(200).json({ total: store.length, rows: store.slice((page - 1) * size, page * size) })
    }),
    http.post('/api/mark-notifications-as-read/{userId}', async ({ request, response }) => {
      if (failing('markRead')) return response(500).json({ code: 'INTERNAL_ERROR', message: 'x' })
      const { ids } = await request.json()
      calls.push(`read ${ids.join(',')}`)
      setRead(ids, true)
      return response(200).json({ status: 'ok' })
    }),
    http.post('/api/mark-notifications-as-unread/{userId}', async ({ request, response }) => {
      const { ids } = await request.json()
      calls.push(`unread ${ids.join(',')}`)
      setRead(ids, false)
      return response(200).json({ status: 'ok' })
    }),
    http.post('/api/delete-notifications/{userId}', async ({ request, response }) => {
      const { ids } = await request.json()
      calls.push(`delete ${ids.join(',')}`)
      store = store.filter((row) => !ids.includes(row.id))
      return response(200).json({ status: 'ok' })
    }),
    http.post('/api/mark-all-notifications-as-read/{userId}', ({ response }) => {
      calls.push('read all')
      setRead(
        store.map((row) => row.id),
        true,
      )
      return response(200).json({ status: 'ok' })
    }),
    http.post('/api/delete-all-notifications/{userId}', ({ response }) => {
      if (failing('deleteAll')) return response(500).json({ code: 'INTERNAL_ERROR', message: 'x' })
      calls.push('delete all')
      store = []
      return response(200).json({ status: 'ok' })
    }),
  )
  return { calls, store: () => store }
}

async function openCentre(notifications: Notification[], options: { failing?: string } = {}) {
  const server = signedInWith(notifications, options)
  const view = await renderApp('/notifications')
  await screen.findByRole('heading', { level: 1, name: 'Notifications' })
  const list = await screen.findByRole('list', { name: 'Your notifications' })
  return { ...view, ...server, list }
}

const rowOf = (list: HTMLElement, message: string) => within(list).getByRole('checkbox', { name: message }).closest('li')!

describe('the bell', () => {
  it('says the unread count in its name and leads to the notifications', async () => {
    signedInWith([notice(1), notice(2), notice(3, { isRead: true })])
    const { user } = await renderApp('/')
    const bell = await screen.findByRole('link', { name: 'Notifications, 2 unread' })
    expect(within(bell).getByText('2')).toBeInTheDocument()
    await user.click(bell)
    await screen.findByRole('heading', { level: 1, name: 'Notifications' })
    expect(window.location.pathname).toBe('/notifications')
  })

  it('says when none is unread, without a number', async () => {
    signedInWith([notice(1, { isRead: true })])
    await renderApp('/')
    const bell = await screen.findByRole('link', { name: 'Notifications, none unread' })
    expect(within(bell).queryByText('0')).toBeNull()
  })

  it('is absent for a visitor', async () => {
    await renderApp('/')
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: /^Notifications/ })).toBeNull()
  })

  it('speaks the interface language', async () => {
    signedInWith([notice(1), notice(2)])
    localStorage.setItem('bc-fe-language', 'fr')
    localStorage.setItem('bc-fe-user', JSON.stringify({ ...driver, language: 'fr' }))
    server.use(http.post('/api/update-language', ({ response }) => response(200).json({ status: 'ok' })))
    await renderApp('/?l=fr')
    expect(await screen.findByRole('link', { name: 'Notifications, 2 non lues' })).toBeInTheDocument()
  })
})

describe('the notifications page', () => {
  it('sends a visitor to sign in and back', async () => {
    await renderApp('/notifications')
    await waitFor(() => expect(window.location.pathname).toBe('/sign-in'))
    expect(new URLSearchParams(window.location.search).get('redirect')).toBe('/notifications')
  })

  it('lists the newest first with the date, an unread mark and a View link for a booking', async () => {
    const { list } = await openCentre([notice(1, { isRead: true }), notice(2, { bookingId })])
    const items = within(list).getAllByRole('listitem')
    expect(items).toHaveLength(2)
    expect(within(items[0]!).getByRole('checkbox', { name: 'Notice number 2' })).not.toBeChecked()
    expect(within(items[1]!).getByRole('checkbox', { name: 'Notice number 1' })).not.toBeChecked()
    const newest = items[0]!
    expect(within(newest).getByText('Unread')).toBeInTheDocument()
    expect(within(newest).getByRole('link', { name: 'View' })).toHaveAttribute('href', `/booking?b=${bookingId}`)
    expect(within(newest).getByText('Mar 1, 2026', { exact: false }).tagName).toBe('TIME')
    expect(within(items[1]!).queryByRole('link', { name: 'View' })).toBeNull()
    expect(within(items[1]!).queryByText('Unread')).toBeNull()
  })

  it('View marks the notification read and the bell follows', async () => {
    const { user, list, calls } = await openCentre([notice(1, { bookingId }), notice(2)])
    await screen.findByRole('link', { name: 'Notifications, 2 unread' })
    await user.click(within(rowOf(list, 'Notice number 1')).getByRole('link', { name: 'View' }))
    await waitFor(() => expect(calls).toContain(`read ${notice(1).id}`))
    expect(window.location.pathname).toBe('/booking')
    expect(await screen.findByRole('link', { name: 'Notifications, 1 unread' })).toBeInTheDocument()
  })

  it('marks one read, then unread again', async () => {
    const { user, list } = await openCentre([notice(1), notice(2)])
    await user.click(within(rowOf(list, 'Notice number 2')).getByRole('button', { name: 'Mark as read' }))
    await waitFor(() => expect(within(rowOf(list, 'Notice number 2')).queryByText('Unread')).toBeNull())
    expect(await screen.findByRole('link', { name: 'Notifications, 1 unread' })).toBeInTheDocument()
    await user.click(within(rowOf(list, 'Notice number 2')).getByRole('button', { name: 'Mark as unread' }))
    expect(await screen.findByRole('link', { name: 'Notifications, 2 unread' })).toBeInTheDocument()
  })

  it('deletes one after its confirmation; cancelling keeps it', async () => {
    const { user, list, calls } = await openCentre([notice(1), notice(2)])
    await user.click(within(rowOf(list, 'Notice number 1')).getByRole('button', { name: 'Delete' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this notification?' })
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(calls.filter((call) => call.startsWith('delete'))).toEqual([])
    await user.click(within(rowOf(list, 'Notice number 1')).getByRole('button', { name: 'Delete' }))
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(within(list).queryByRole('checkbox', { name: 'Notice number 1' })).toBeNull())
    expect(calls).toContain(`delete ${notice(1).id}`)
    expect(within(list).getByRole('checkbox', { name: 'Notice number 2' })).toBeInTheDocument()
  })

  it('selects all for the bulk actions', async () => {
    const { user, list, calls } = await openCentre([notice(1), notice(2), notice(3)])
    const bulk = screen.getByRole('group', { name: 'Selected notifications' })
    expect(within(bulk).getByRole('button', { name: 'Mark selected as read' })).toBeDisabled()
    await user.click(within(bulk).getByRole('checkbox', { name: 'Select all on this page' }))
    expect(within(bulk).getByText('3 selected')).toBeInTheDocument()
    expect(within(list).getAllByRole('checkbox').every((box) => (box as HTMLInputElement).checked)).toBe(true)
    await user.click(within(bulk).getByRole('button', { name: 'Mark selected as read' }))
    expect(await screen.findByRole('link', { name: 'Notifications, none unread' })).toBeInTheDocument()
    expect(calls).toContain(`read ${[notice(3).id, notice(2).id, notice(1).id].join(',')}`)

    await user.click(within(list).getByRole('checkbox', { name: 'Notice number 3' }))
    await user.click(within(list).getByRole('checkbox', { name: 'Notice number 1' }))
    await user.click(within(bulk).getByRole('button', { name: 'Delete selected' }))
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Delete 2 notifications?' })).getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1))
    expect(within(list).getByRole('checkbox', { name: 'Notice number 2' })).toBeInTheDocument()
  })

  it('marks all as read, beyond the page shown', async () => {
    const { user, calls } = await openCentre(Array.from({ length: 35 }, (_, i) => notice(i + 1)))
    await screen.findByRole('link', { name: 'Notifications, 35 unread' })
    await user.click(screen.getByRole('button', { name: 'Mark all as read' }))
    expect(await screen.findByRole('link', { name: 'Notifications, none unread' })).toBeInTheDocument()
    expect(calls).toContain('read all')
  })

  it('deletes all after the confirmation dialog, then shows the empty state', async () => {
    const { user, store } = await openCentre([notice(1), notice(2)])
    await user.click(screen.getByRole('button', { name: 'Delete all' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete all notifications?' })
    expect(within(dialog).getByText(/not only those on this page/)).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Delete all' }))
    expect(await screen.findByText('You have no notifications.')).toBeInTheDocument()
    expect(store()).toEqual([])
    expect(await screen.findByRole('link', { name: 'Notifications, none unread' })).toBeInTheDocument()
  })

  it('keeps the dialog open with the failure when deleting all fails', async () => {
    const { user, list } = await openCentre([notice(1)], { failing: 'deleteAll' })
    await user.click(screen.getByRole('button', { name: 'Delete all' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete all notifications?' })
    await user.click(within(dialog).getByRole('button', { name: 'Delete all' }))
    expect(await within(dialog).findByText('That could not be done. Please try again.')).toBeVisible()
    // the page behind the open dialog is hidden from assistive technology, but the row is still there
    expect(within(list).getByRole('checkbox', { name: 'Notice number 1', hidden: true })).toBeInTheDocument()
  })

  it('says so when marking read fails', async () => {
    const { user, list } = await openCentre([notice(1)], { failing: 'markRead' })
    await user.click(within(rowOf(list, 'Notice number 1')).getByRole('button', { name: 'Mark as read' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('That could not be done. Please try again.')
    expect(within(rowOf(list, 'Notice number 1')).getByText('Unread')).toBeInTheDocument()
  })

  it('pages by 30 with classic pagination', async () => {
    const { user, list, calls } = await openCentre(Array.from({ length: 35 }, (_, i) => notice(i + 1)))
    expect(within(list).getAllByRole('listitem')).toHaveLength(30)
    const pages = screen.getByRole('navigation', { name: 'Notification pages' })
    await user.click(within(pages).getByRole('button', { name: 'Page 2' }))
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(5))
    expect(within(list).getByRole('checkbox', { name: 'Notice number 1' })).toBeInTheDocument()
    expect(calls.filter((call) => call.startsWith('page'))).toEqual(['page 1/30', 'page 2/30'])
  })
})
