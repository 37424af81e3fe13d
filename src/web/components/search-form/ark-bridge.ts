// Our own elements driven by an Ark UI machine that arrives later (issue 12). The field renders its
// label, control and input/trigger from the first paint, with the attributes Ark gives them; once
// the machine's module has loaded, it hands over the props its machine gives each element: the
// attributes (state: aria-expanded, data-state…) are applied on the next render, the event
// handlers are called from then on. The elements stay the same: focus, caret and typed text stay.
import { useCallback, useRef, useState } from 'react'

type Handler = (event: unknown) => void
export type PartProps = Record<string, unknown>

/** The events our elements pass to the machine (all that Ark's combobox and select parts listen to). */
const EVENTS = ['onClick', 'onPointerDown', 'onFocus', 'onBlur', 'onChange', 'onKeyDown'] as const

/** Given by the Ark part after each of its renders; null when it goes. */
export type Bind<Part extends string> = (parts: Record<Part, PartProps> | null) => void

export function useArkBridge<Part extends string>() {
  const handlers = useRef<Partial<Record<Part, Record<string, Handler>>> | null>(null)
  const [attributes, setAttributes] = useState<{ key: string; parts: Partial<Record<Part, PartProps>> } | null>(null)

  const bind: Bind<Part> = useCallback((parts) => {
    if (!parts) {
      handlers.current = null
      setAttributes(null)
      return
    }
    const nextHandlers: Partial<Record<Part, Record<string, Handler>>> = {}
    const nextAttributes: Partial<Record<Part, PartProps>> = {}
    for (const part of Object.keys(parts) as Part[]) {
      const own: Record<string, Handler> = {}
      const attrs: PartProps = {}
      for (const [name, value] of Object.entries(parts[part])) {
        if (typeof value === 'function') own[name] = value as Handler
        // Our input is controlled by the field; Ark's sets only a default.
        else if (name !== 'defaultValue') attrs[name] = value
      }
      nextHandlers[part] = own
      nextAttributes[part] = attrs
    }
    handlers.current = nextHandlers
    const key = JSON.stringify(nextAttributes)
    setAttributes((current) => (current?.key === key ? current : { key, parts: nextAttributes }))
  }, [])

  /** True once the machine drives the elements. */
  const bound = () => handlers.current !== null

  /**
   * The props of one element: the machine's attributes once known, and handlers that call `own`
   * and then the machine's (once it is there).
   */
  function propsOf(part: Part, own: Partial<Record<(typeof EVENTS)[number], Handler>> = {}): PartProps {
    const props: PartProps = { ...attributes?.parts[part] }
    for (const name of EVENTS) {
      props[name] = (event: unknown) => {
        // Ours first, as Ark's parts call a handler given to them before the machine's: ours may
        // prevent the default, and the machine then leaves the event alone.
        own[name]?.(event)
        handlers.current?.[part]?.[name]?.(event)
      }
    }
    return props
  }

  return { bind, bound, arrived: attributes !== null, propsOf }
}

/** Plays a key the visitor pressed before the machine arrived, as the machine would have heard it. */
export function replayKey(element: HTMLElement | null, key: string) {
  element?.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }))
}
