import { css } from '../../../styled-system/css'

/** The Keyturn mark: a key's bow turning into a road. Decorative: the name is written beside it. */
export function LogoMark() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 32 32"
      width="32"
      height="32"
      className={css({ flexShrink: 0 })}
    >
      <rect width="32" height="32" rx="8" className={css({ fill: 'bg.inverse' })} />
      <g fill="none" strokeWidth="2.5" strokeLinecap="round" className={css({ stroke: 'accent.onInverse' })}>
        <circle cx="12" cy="16" r="5.5" />
        <path d="M17.5 16H26M22 16v3.5M25 16v2.5" />
      </g>
    </svg>
  )
}
