import type { LucideIcon } from 'lucide-react'
import type { SVGProps } from 'react'
import { css } from '../../../../styled-system/css'

type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'>

/**
 * Icons a page repeats many times (the car cards' twenty-odd each), drawn once: the sprite holds each
 * drawing as a `<symbol>`, and each use is an `<svg>` with a `<use>` — two nodes instead of the
 * drawing's four to eight, which the browser parses and React hydrates on every card.
 * `drawings` maps a name to the Lucide icon drawn under it (any props, e.g. a filled star).
 */
export function iconSprite<Name extends string>(prefix: string, drawings: Record<Name, [LucideIcon, IconProps?]>) {
  const symbolId = (name: Name) => `${prefix}-${name}`

  /** Rendered once, before the first use (the uses point at it by id). */
  function Sprite() {
    return (
      <svg aria-hidden width={0} height={0} className={css({ position: 'absolute', overflow: 'hidden' })}>
        {(Object.entries(drawings) as [Name, [LucideIcon, IconProps?]][]).map(([name, [Drawing, props]]) => (
          <symbol key={name} id={symbolId(name)} viewBox="0 0 24 24">
            <Drawing {...props} />
          </symbol>
        ))}
      </svg>
    )
  }

  /** One use of a drawing: 24 px like a Lucide icon, sized and coloured the same way (CSS, `currentColor`). */
  function Icon({ name, ...props }: { name: Name } & IconProps) {
    return (
      <svg aria-hidden width={24} height={24} viewBox="0 0 24 24" {...props}>
        <use href={`#${symbolId(name)}`} />
      </svg>
    )
  }

  return { Sprite, Icon }
}
