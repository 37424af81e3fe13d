import { defineGlobalStyles } from '@pandacss/dev'

export const globalCss = defineGlobalStyles({
  html: {
    fontFamily: 'body',
    WebkitTextSizeAdjust: '100%',
    scrollPaddingTop: '80px',
  },
  body: {
    bg: 'bg.page',
    color: 'fg.default',
    fontSize: 'md',
    lineHeight: 'normal',
    WebkitFontSmoothing: 'antialiased',
    minHeight: '100vh',
  },
  // One visible focus style for every control (WCAG 2.4.7 / 2.4.11).
  ':focus-visible': {
    outline: '2px solid',
    outlineColor: 'focusRing',
    outlineOffset: '2px',
  },
  a: { color: 'inherit' },
  '::selection': { bg: 'amber.300', color: 'gray.900' },
})
