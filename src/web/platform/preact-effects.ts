// The browser build renders with Preact (preact/compat stands in for react and react-dom: about
// 50 KiB less on every page, issue 12). Preact runs passive effects after the next paint, where React
// runs those of a click or a key press before it. Ark UI's machines (zag) chain effects on React's
// timing: a dialog mounts its content, then looks for its title to name itself; a menu opens, then
// focuses its first item. So effects run as a microtask after each commit, as React's do.
import { options } from 'preact'

options.requestAnimationFrame = (flushEffects) => queueMicrotask(flushEffects)
