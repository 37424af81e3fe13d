import { css } from '../../../styled-system/css'
import { showToastsIn, useArkToaster } from './toaster'

/**
 * Where toasts appear. Until the first toast loads the Ark toaster (toaster.tsx), an empty region
 * with the same name and live-region attributes holds its place (fixed, so it takes no room).
 */
export function Toasts() {
  const arkToaster = useArkToaster()
  if (arkToaster) return <arkToaster.ArkToasts onShown={showToastsIn} />
  return (
    <div
      role="region"
      aria-label="Notifications, bottom-end (alt+T)"
      aria-live="polite"
      aria-relevant="additions text"
      aria-atomic="false"
      tabIndex={-1}
      dir="ltr"
      data-scope="toast"
      data-part="group"
      data-placement="bottom-end"
      data-side="bottom"
      data-align="end"
      className={css({ position: 'fixed', pointerEvents: 'none' })}
    />
  )
}
