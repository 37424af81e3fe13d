// What must run before the first paint, while the page's modules are still downloading.
// A file, not an inline script, so a strict CSP allows it; tiny and blocking on purpose.
;(function () {
  // 1. The colour mode (no flash of the wrong theme). `mode` holds the preference (light, dark or
  // system), `color-scheme` the scheme in use. Same rule as src/web/app/color-mode.tsx.
  var root = document.documentElement
  var mode = 'system'
  try {
    mode = localStorage.getItem('mode') || 'system'
  } catch (e) {}
  if (mode !== 'light' && mode !== 'dark') {
    mode = window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light'
  }
  root.setAttribute('data-color-mode', mode)
  root.style.colorScheme = mode
  try {
    localStorage.setItem('color-scheme', mode)
  } catch (e) {}

  // 2. The browser's Intl data: its first use in a page costs a long pause (about 15 ms on a laptop,
  // four times that on a phone), whatever the locale. Paid here, while the network is busy, it is
  // not paid in the first render (react-intl's provider checks the locale with Intl) (issue 12).
  try {
    Intl.NumberFormat.supportedLocalesOf(root.lang || 'en')
  } catch (e) {}
})()
