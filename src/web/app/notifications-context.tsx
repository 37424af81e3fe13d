// The signed-in user's notifications actor (machines/notifications.machine.ts), shared by the
// header's bell and the /notifications page, so what the page does shows at once in the bell.
// It lives while a user is signed in; the tab's visibility pauses and resumes its polling.
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react'
import { createActor, type ActorRefFrom } from 'xstate'
import type { notificationsMachine } from '../../../machines/notifications.machine'
import { PAGE_SIZE } from '../../domain/constants'
import { appNotificationsMachine } from '../api/notifications'
import { getInspect } from './inspector'
import { useSession } from './session-context'
import { useLanguage } from './language-context'

export type NotificationsActor = ActorRefFrom<typeof notificationsMachine>

const NotificationsContext = createContext<NotificationsActor | null>(null)

/** The actor while a user is signed in, else null. */
export const useNotificationsActor = () => useContext(NotificationsContext)

export function NotificationsProvider({ children }: { children: ReactNode }) {
  const { user, signedIn } = useSession()
  // the notifications are worded in the page's language: a new one starts them again in it
  const { language } = useLanguage()
  const userId = signedIn ? (user?.id ?? null) : null
  const [actor, setActor] = useState<NotificationsActor | null>(null)

  useEffect(() => {
    if (!userId) return
    const started = createActor(appNotificationsMachine, {
      input: { userId, pageSize: PAGE_SIZE, language, hidden: document.visibilityState === 'hidden' },
      inspect: getInspect(),
    }).start()
    const onVisibility = () => started.send({ type: document.visibilityState === 'hidden' ? 'notifications.hidden' : 'notifications.visible' })
    document.addEventListener('visibilitychange', onVisibility)
    setActor(started)
    return () => {
      document.removeEventListener('visibilitychange', onVisibility)
      started.stop()
      setActor(null)
    }
  }, [userId, language])

  return <NotificationsContext.Provider value={userId ? actor : null}>{children}</NotificationsContext.Provider>
}
