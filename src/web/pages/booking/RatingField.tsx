// The 1-to-5 stars of the rating (Ark UI RatingGroup), loaded on demand: Ark's machine runtime and
// the rating group's machine stay out of the booking page's first load (issue 12).
import Star from 'lucide-react/icons/star'
import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { ratingGroup } from '../../../../styled-system/recipes'
import { replayKey } from '../../components/search-form/ark-bridge'
import { onDemand, whenIdle } from '../../platform/on-demand'

const COUNT = 5

/** The styled Ark parts (components/ui/rating-group.tsx), loaded once when asked. */
const ratingGroupParts = onDemand(() => import('../../components/ui/rating-group'))

/** The keys Ark's rating group answers on a star (the value moves, and the focus with it). */
const RATING_KEYS = new Set(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', ' ', 'Home', 'End'])

/** What the driver did to the stand-in before the stars arrived: the star that had the focus, keys pressed on it. */
type Arrival = { focused: number | null; keys: string[] }

interface RatingFieldProps {
  /** 1 to 5, or null while none is chosen. */
  value: number | null
  onChange: (value: number | null) => void
  disabled: boolean
}

/**
 * The rating: five stars, one radio each, named by their number. Ark's rating group arrives when the
 * browser is idle after the first paint, or as soon as the driver comes near; until then a stand-in
 * with the same elements, ids, attributes and class names shows the stars (on the server too), takes
 * a click as Ark does (the value changes), and hands the focus and the keys pressed on a star to Ark's
 * own star once it is there.
 */
export function RatingField({ value, onChange, disabled }: RatingFieldProps) {
  const intl = useIntl()
  const id = useId()
  const [Rating, setRating] = useState(ratingGroupParts.loaded)
  const arrival = useRef<Arrival>({ focused: null, keys: [] })

  const load = useCallback(() => {
    ratingGroupParts.load().then(
      (parts) => {
        const active = document.activeElement
        if (active instanceof HTMLElement && active.id.startsWith(`rating:${id}:item:`)) arrival.current.focused = Number(active.getAttribute('aria-posinset'))
        setRating(() => parts)
      },
      // Offline: the stand-in stays, and the next approach tries again.
      () => undefined,
    )
  }, [id])
  useEffect(() => (Rating ? undefined : whenIdle(load)), [Rating, load])

  // On arrival, in the commit that put Ark's stars in the stand-in's place (their machine has started
  // in its own layout effect): the focus goes on at once to the same star, where the keys are then
  // played, once the machine has settled.
  useLayoutEffect(() => {
    if (!Rating) return undefined
    const { focused, keys } = arrival.current
    arrival.current = { focused: null, keys: [] }
    if (focused === null) return undefined
    const star = document.getElementById(`rating:${id}:item:${focused}`)
    star?.focus({ preventScroll: true })
    if (keys.length === 0) return undefined
    const timer = setTimeout(() => {
      for (const key of keys) replayKey(star, key)
    })
    return () => clearTimeout(timer)
  }, [Rating, id])

  const starName = (index: number) => intl.formatMessage({ id: 'booking.rate.star' }, { count: index })
  const label = <FormattedMessage id="booking.rate.label" />

  if (Rating)
    return (
      <Rating.Root
        id={id}
        count={COUNT}
        value={value ?? 0}
        onValueChange={({ value: next }) => onChange(next >= 1 ? next : null)}
        disabled={disabled}
        translations={{ ratingValueText: starName }}
      >
        <Rating.Label>{label}</Rating.Label>
        <Rating.Control>
          <Rating.Context>
            {(api) =>
              api.items.map((index) => (
                <Rating.Item key={index} index={index}>
                  <Star aria-hidden />
                </Rating.Item>
              ))
            }
          </Rating.Context>
        </Rating.Control>
        <Rating.HiddenInput />
      </Rating.Root>
    )

  return (
    <StandIn
      id={id}
      value={value ?? 0}
      disabled={disabled}
      label={label}
      starName={starName}
      onApproach={load}
      onChoose={(index) => onChange(index)}
      onKey={(key) => {
        arrival.current.keys.push(key)
        load()
      }}
    />
  )
}

interface StandInProps {
  id: string
  value: number
  disabled: boolean
  label: React.ReactNode
  starName: (index: number) => string
  onApproach: () => void
  onChoose: (index: number) => void
  onKey: (key: string) => void
}

/** The rating group as Ark renders it, with its hover preview and its click (without `allowHalf`). */
function StandIn({ id, value, disabled, label, starName, onApproach, onChoose, onKey }: StandInProps) {
  const styles = ratingGroup()
  const [hovered, setHovered] = useState<number | null>(null)
  const ids = { root: `rating:${id}`, label: `rating:${id}:label`, control: `rating:${id}:control`, input: `rating:${id}:input` }
  const dataDisabled = disabled ? '' : undefined
  const starOf = (index: number) => document.getElementById(`rating:${id}:item:${index}`)
  // Ark's item state: the stars up to the hovered one (else the value) are lit; the checked star is
  // the one of that value, or the first while there is none.
  const current = hovered ?? value
  const stateOf = (index: number) => {
    const equal = Math.ceil(current) === index
    return { highlighted: index <= current || equal, checked: equal || (value <= 0 && index === 1) }
  }
  const notTouch = (event: PointerEvent) => event.pointerType !== 'touch'
  return (
    <div data-scope="rating-group" data-part="root" dir="ltr" id={ids.root} className={styles.root} onPointerEnter={onApproach}>
      {/* Ark's label: a click on it focuses the checked star, which the keyboard reaches on its own. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions */}
      <label
        data-scope="rating-group"
        data-part="label"
        dir="ltr"
        id={ids.label}
        data-disabled={dataDisabled}
        htmlFor={ids.input}
        className={styles.label}
        onClick={(event) => {
          if (disabled) return
          event.preventDefault()
          starOf(Math.max(1, value))?.focus({ preventScroll: true })
        }}
      >
        {label}
      </label>
      <div
        id={ids.control}
        data-scope="rating-group"
        data-part="control"
        dir="ltr"
        role="radiogroup"
        aria-orientation="horizontal"
        aria-labelledby={ids.label}
        data-disabled={dataDisabled}
        className={styles.control}
        onPointerLeave={(event) => {
          if (!disabled && notTouch(event)) setHovered(null)
        }}
      >
        {Array.from({ length: COUNT }, (_, offset) => {
          const index = offset + 1
          const { highlighted, checked } = stateOf(index)
          return (
            // Ark's star: a disabled rating takes no focus (aria-disabled says why), as Ark renders it.
            // eslint-disable-next-line jsx-a11y/interactive-supports-focus
            <span
              key={index}
              data-scope="rating-group"
              data-part="item"
              dir="ltr"
              id={`rating:${id}:item:${index}`}
              role="radio"
              tabIndex={disabled ? undefined : checked ? 0 : -1}
              aria-roledescription="rating"
              aria-label={starName(index)}
              aria-disabled={disabled}
              data-disabled={dataDisabled}
              aria-setsize={COUNT}
              aria-checked={checked}
              data-checked={checked ? '' : undefined}
              aria-posinset={index}
              data-highlighted={highlighted ? '' : undefined}
              className={styles.item}
              onPointerDown={(event) => {
                if (!disabled && event.button === 0) event.preventDefault()
              }}
              onPointerMove={(event) => {
                if (!disabled && notTouch(event)) setHovered(index)
              }}
              onFocus={onApproach}
              onClick={() => {
                if (disabled) return
                onChoose(index)
                starOf(index)?.focus()
              }}
              onKeyDown={(event: KeyboardEvent) => {
                if (disabled || !RATING_KEYS.has(event.key)) return
                event.preventDefault()
                onKey(event.key)
              }}
            >
              <Star aria-hidden />
            </span>
          )
        })}
      </div>
      {/* Ark's hidden input, for a form that reads it (this one does not). */}
      <input hidden id={ids.input} type="text" name="rating" disabled={disabled} value={value} onChange={() => undefined} />
    </div>
  )
}
