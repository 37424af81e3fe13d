// Applies the colour mode before the first paint (no flash of the wrong theme).
// `mode` holds the preference (light, dark or system), `color-scheme` the scheme in use.
// Same rule as src/web/app/color-mode.tsx; a file, not an inline script, so a strict CSP allows it.
;(function () {
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
})()
