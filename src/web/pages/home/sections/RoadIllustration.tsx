import { css } from '../../../../../styled-system/css'

/** Decorative hero art drawn in SVG (no image download): a road winding to a car. */
export function RoadIllustration() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 400 300"
      className={css({ width: 'full', height: 'auto', maxWidth: '480px', justifySelf: 'center', display: { base: 'none', sm: 'block' } })}
    >
      <defs>
        <clipPath id="road-illustration-frame">
          <rect width="400" height="300" rx="24" />
        </clipPath>
      </defs>
      <g clipPath="url(#road-illustration-frame)">
      <rect width="400" height="300" className={css({ fill: 'gray.700' })} />
      <circle cx="300" cy="80" r="44" className={css({ fill: 'accent.onInverse', opacity: 0.9 })} />
      <path d="M0 230 Q120 170 220 200 T400 170 V300 H0Z" className={css({ fill: 'gray.600' })} />
      <path d="M0 260 Q140 200 250 235 T400 215 V300 H0Z" className={css({ fill: 'gray.500' })} />
      <path
        d="M40 300 C120 250 160 240 230 236 S360 222 400 212"
        fill="none"
        strokeWidth="22"
        strokeLinecap="round"
        className={css({ stroke: 'gray.900' })}
      />
      <path
        d="M40 300 C120 250 160 240 230 236 S360 222 400 212"
        fill="none"
        strokeWidth="3"
        strokeDasharray="14 12"
        className={css({ stroke: 'gray.300' })}
      />
      <g transform="translate(150 181)">
        <path d="M8 40 L18 18 Q22 10 32 10 H78 Q88 10 94 18 L108 34 Q120 36 122 46 V56 H4 V48 Q4 42 8 40Z" className={css({ fill: 'white' })} />
        <path d="M26 20 Q28 16 34 16 H56 V34 H20Z M62 16 H76 Q84 16 88 22 L96 34 H62Z" className={css({ fill: 'gray.400' })} />
        <circle cx="30" cy="56" r="11" className={css({ fill: 'gray.950' })} />
        <circle cx="30" cy="56" r="4.5" className={css({ fill: 'gray.300' })} />
        <circle cx="96" cy="56" r="11" className={css({ fill: 'gray.950' })} />
        <circle cx="96" cy="56" r="4.5" className={css({ fill: 'gray.300' })} />
      </g>
      </g>
    </svg>
  )
}
