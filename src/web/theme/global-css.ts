import { defineGlobalStyles } from '@pandacss/dev'

export const globalCss = defineGlobalStyles({
  html: {
    fontFamily: 'body',
    WebkitTextSizeAdjust: '100%',
    // Room for the header where it is sticky (md and up); on phones it scrolls away with the page.
    scrollPaddingTop: { base: '0', md: '80px' },
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
