import { defineKeyframes, defineSemanticTokens, defineTextStyles, defineTokens } from '@pandacss/dev'

/** Mobile is a width of 960px or less (spec §9), so `md` starts just above it. */
export const breakpoints = { sm: '640px', md: '961px', lg: '1200px' }

const systemFonts =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif, "Apple Color Emoji", "Segoe UI Emoji"'

export const tokens = defineTokens({
  colors: {
    white: { value: '#ffffff' },
    black: { value: '#000000' },
    transparent: { value: 'transparent' },
    current: { value: 'currentColor' },
    // Neutral greys: the product's primary is dark grey, the page light grey (spec §1).
    gray: {
      50: { value: '#f6f7f9' },
      100: { value: '#eef0f3' },
      200: { value: '#e1e4e9' },
      300: { value: '#c9ced6' },
      400: { value: '#9aa2ae' },
      500: { value: '#6b7280' },
      600: { value: '#4b5260' },
      700: { value: '#363b45' },
      800: { value: '#24272e' },
      850: { value: '#1c1f25' },
      900: { value: '#15171c' },
      950: { value: '#0e1013' },
    },
    // One warm accent, used sparingly (hero highlight, icons).
    amber: {
      300: { value: '#fcd34d' },
      400: { value: '#f5b526' },
      700: { value: '#a15c07' },
    },
    red: { 300: { value: '#fca5a5' }, 700: { value: '#b42318' } },
    green: { 300: { value: '#86efac' }, 700: { value: '#17753a' } },
  },
  fonts: {
    body: { value: systemFonts },
    heading: { value: systemFonts },
    mono: { value: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' },
  },
  // 14px base size (spec §9), 1rem = 16px.
  fontSizes: {
    xs: { value: '0.75rem' },
    sm: { value: '0.8125rem' },
    md: { value: '0.875rem' },
    lg: { value: '1rem' },
    xl: { value: '1.125rem' },
    '2xl': { value: '1.375rem' },
    '3xl': { value: '1.75rem' },
    '4xl': { value: '2.25rem' },
    '5xl': { value: '3rem' },
  },
  fontWeights: {
    normal: { value: '400' },
    medium: { value: '500' },
    semibold: { value: '600' },
    bold: { value: '700' },
  },
  lineHeights: {
    tight: { value: '1.15' },
    snug: { value: '1.3' },
    normal: { value: '1.55' },
  },
  letterSpacings: { tight: { value: '-0.02em' }, wide: { value: '0.08em' } },
  // 8px spacing unit (spec §9): `1` = 8px, `0.5` = 4px.
  spacing: {
    0: { value: '0' },
    0.5: { value: '4px' },
    1: { value: '8px' },
    1.5: { value: '12px' },
    2: { value: '16px' },
    3: { value: '24px' },
    4: { value: '32px' },
    5: { value: '40px' },
    6: { value: '48px' },
    8: { value: '64px' },
    10: { value: '80px' },
    12: { value: '96px' },
  },
  sizes: {
    full: { value: '100%' },
    icon: { value: '20px' },
    iconLg: { value: '28px' },
    control: { value: '40px' },
    prose: { value: '640px' },
    container: { value: '1200px' },
  },
  radii: {
    sm: { value: '6px' },
    md: { value: '10px' },
    lg: { value: '16px' },
    full: { value: '9999px' },
  },
  shadows: {
    sm: { value: '0 1px 2px rgb(16 18 22 / 0.08)' },
    md: { value: '0 4px 16px rgb(16 18 22 / 0.08), 0 1px 3px rgb(16 18 22 / 0.06)' },
    lg: { value: '0 12px 32px rgb(16 18 22 / 0.16)' },
  },
  durations: { fast: { value: '120ms' }, normal: { value: '200ms' } },
  zIndex: { header: { value: '10' }, dropdown: { value: '50' }, toast: { value: '60' }, progress: { value: '70' } },
})

/** Every component uses these names; `_dark` holds the dark-mode counterpart. */
export const semanticTokens = defineSemanticTokens({
  colors: {
    bg: {
      page: { value: { base: '{colors.gray.100}', _dark: '{colors.gray.950}' } },
      surface: { value: { base: '{colors.white}', _dark: '{colors.gray.900}' } },
      subtle: { value: { base: '{colors.gray.50}', _dark: '{colors.gray.850}' } },
      muted: { value: { base: '{colors.gray.200}', _dark: '{colors.gray.800}' } },
      inverse: { value: { base: '{colors.gray.800}', _dark: '{colors.gray.850}' } },
      // Under pictures (cars drawn on transparent ground, supplier logos): light in both modes' own way,
      // never a white tile on a dark page.
      media: { value: { base: '{colors.gray.50}', _dark: '{colors.gray.600}' } },
    },
    fg: {
      default: { value: { base: '{colors.gray.900}', _dark: '{colors.gray.50}' } },
      muted: { value: { base: '{colors.gray.600}', _dark: '{colors.gray.300}' } },
      inverse: { value: { base: '{colors.white}', _dark: '{colors.gray.50}' } },
      inverseMuted: { value: { base: '{colors.gray.300}', _dark: '{colors.gray.300}' } },
    },
    border: {
      default: { value: { base: '{colors.gray.200}', _dark: '{colors.gray.700}' } },
      strong: { value: { base: '{colors.gray.300}', _dark: '{colors.gray.600}' } },
    },
    primary: {
      solid: { value: { base: '{colors.gray.800}', _dark: '{colors.gray.100}' } },
      hover: { value: { base: '{colors.gray.700}', _dark: '{colors.white}' } },
      contrast: { value: { base: '{colors.white}', _dark: '{colors.gray.900}' } },
    },
    accent: {
      default: { value: { base: '{colors.amber.700}', _dark: '{colors.amber.300}' } },
      onInverse: { value: { base: '{colors.amber.300}', _dark: '{colors.amber.300}' } },
    },
    danger: { value: { base: '{colors.red.700}', _dark: '{colors.red.300}' } },
    success: { value: { base: '{colors.green.700}', _dark: '{colors.green.300}' } },
    focusRing: { value: { base: '{colors.gray.900}', _dark: '{colors.amber.300}' } },
  },
})

export const textStyles = defineTextStyles({
  display: {
    value: { fontSize: '5xl', fontWeight: 'bold', lineHeight: 'tight', letterSpacing: 'tight' },
  },
  h2: { value: { fontSize: '3xl', fontWeight: 'bold', lineHeight: 'snug', letterSpacing: 'tight' } },
  h3: { value: { fontSize: 'xl', fontWeight: 'semibold', lineHeight: 'snug' } },
  eyebrow: {
    value: { fontSize: 'xs', fontWeight: 'semibold', letterSpacing: 'wide', textTransform: 'uppercase' },
  },
})

export const keyframes = defineKeyframes({
  fadeIn: { from: { opacity: '0', transform: 'translateY(-4px)' }, to: { opacity: '1', transform: 'none' } },
  // The progress bar's segment sweeping from left to right.
  indeterminate: { from: { transform: 'translateX(-100%)' }, to: { transform: 'translateX(250%)' } },
  pulse: { '50%': { opacity: '0.5' } },
})
