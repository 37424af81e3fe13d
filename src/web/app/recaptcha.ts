import { useCallback } from 'react'
import { useConfig } from './config-context'
import { loadScript } from './load-script'

// reCAPTCHA v3 (spec §5): only when a site key is configured, skipped in Safari. The token is
// sent in the request body (`recaptchaToken`) and verified by the server.

interface Grecaptcha {
  ready(callback: () => void): void
  execute(siteKey: string, options: { action: string }): Promise<string>
}

/** Safari (desktop or iOS), not Chrome/Edge/Firefox/Android browsers that also say "Safari". */
export function isSafari(userAgent = globalThis.navigator?.userAgent ?? ''): boolean {
  return /Safari\//.test(userAgent) && !/(Chrome|Chromium|CriOS|FxiOS|Edg|EdgiOS|OPR|Android)\//.test(userAgent)
}

export async function recaptchaToken(siteKey: string, action: string): Promise<string> {
  await loadScript(`https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`)
  const grecaptcha = (globalThis as { grecaptcha?: Grecaptcha }).grecaptcha
  if (!grecaptcha) throw new Error('reCAPTCHA did not start')
  await new Promise<void>((resolve) => grecaptcha.ready(resolve))
  return grecaptcha.execute(siteKey, { action })
}

/**
 * `getToken(action)` → the token to send, or undefined when the bot check is off (not configured,
 * or Safari). Rejects when the script cannot be loaded: the caller shows 'reCAPTCHA error'.
 */
export function useBotCheck(): { enabled: boolean; getToken: (action: string) => Promise<string | undefined> } {
  const { recaptchaSiteKey } = useConfig()
  const enabled = recaptchaSiteKey !== null && recaptchaSiteKey !== '' && !isSafari()
  const getToken = useCallback(
    async (action: string) => (enabled && recaptchaSiteKey ? recaptchaToken(recaptchaSiteKey, action) : undefined),
    [enabled, recaptchaSiteKey],
  )
  return { enabled, getToken }
}
