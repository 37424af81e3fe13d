import ChevronDown from 'lucide-react/icons/chevron-down'
import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent, type ReactNode, type RefObject } from 'react'
import { menu } from '../../../../styled-system/recipes'
import { reportUnhandledError } from '../error-handling'
import { loadHeaderMenus, useHeaderMenus, type HeaderMenus } from './header-menus-loader'

/** What the Ark menu's trigger shows and the ref that lets the reaching gesture be replayed on it. */
export interface MenuTrigger {
  /** The icon and text before the indicator: the same on the stand-in and on the Ark trigger. */
  content: ReactNode
  ref: RefObject<HTMLButtonElement | null>
}

/** The gesture that asked for the menu: replayed on the Ark trigger, so the menu opens as it always did. */
type Gesture = { kind: 'click' } | { kind: 'key'; key: string }

/** The keys that open an Ark menu from its trigger (Enter and Space on the first item, arrows on the first or last). */
const OPENING_KEYS = new Set(['Enter', ' ', 'ArrowDown', 'ArrowUp'])

interface DeferredMenuProps {
  trigger: ReactNode
  /** The Ark menu, rendered once the user reaches for it and the menus' chunk is there. */
  children: (menus: HeaderMenus, trigger: MenuTrigger) => ReactNode
}

/**
 * A header menu whose Ark UI code loads on demand (issue 12). Until then a plain button stands in for
 * the trigger, with the same content, class names, name and popup attributes (no layout shift);
 * pointing at it or focusing it fetches the chunk, and a click or an opening key swaps in the Ark
 * menu and replays that gesture on its trigger: the menu opens, focus moves into it, Escape returns it.
 */
export function DeferredMenu({ trigger, children }: DeferredMenuProps) {
  const menus = useHeaderMenus()
  const [reachedFor, setReachedFor] = useState(false)
  const gesture = useRef<Gesture | null>(null)
  const triggerRef = useRef<HTMLButtonElement>(null)
  const ready = reachedFor && menus !== null

  useEffect(() => {
    if (!ready || !gesture.current) return
    // After the commit (and React's development double effects), once the Ark machine has started.
    const timer = setTimeout(() => {
      if (gesture.current && triggerRef.current) replay(triggerRef.current, gesture.current)
      gesture.current = null
    })
    return () => clearTimeout(timer)
  }, [ready])

  if (ready) return children(menus, { content: trigger, ref: triggerRef })

  const reachFor = (next: Gesture) => {
    gesture.current = next
    setReachedFor(true)
    loadHeaderMenus().catch((error: unknown) => {
      gesture.current = null
      setReachedFor(false)
      reportUnhandledError(error)
    })
  }
  const prefetch = () => void loadHeaderMenus().catch(() => undefined)
  const styles = menu()
  return (
    // The attributes of Ark's Menu.Trigger and Menu.Indicator while closed (not aria-controls: no content yet).
    <button
      type="button"
      dir="ltr"
      data-scope="menu"
      data-part="trigger"
      data-state="closed"
      aria-haspopup="menu"
      aria-expanded={false}
      className={styles.trigger}
      onPointerEnter={prefetch}
      onFocus={prefetch}
      onPointerDown={(event: PointerEvent) => {
        // As Ark does: the press does not move focus (the open menu takes it); a context click is left alone.
        if (event.button !== 2) event.preventDefault()
        prefetch()
      }}
      onClick={() => reachFor({ kind: 'click' })}
      onKeyDown={(event: KeyboardEvent) => {
        if (!OPENING_KEYS.has(event.key)) return
        event.preventDefault()
        reachFor({ kind: 'key', key: event.key })
      }}
    >
      {trigger}
      <div dir="ltr" data-scope="menu" data-part="indicator" data-state="closed" className={styles.indicator}>
        <ChevronDown aria-hidden />
      </div>
    </button>
  )
}

function replay(button: HTMLButtonElement, gesture: Gesture): void {
  if (gesture.kind === 'click') {
    button.click()
    return
  }
  button.focus()
  button.dispatchEvent(new globalThis.KeyboardEvent('keydown', { key: gesture.key, bubbles: true, cancelable: true }))
}
