// Third-party browser SDKs (social sign-in, reCAPTCHA) load from their providers' sites at run
// time, only when configured. Offline they fail: callers show that state.
const loading = new Map<string, Promise<void>>()

/** Adds `<script src>` once; resolves when loaded, rejects when it cannot be loaded. */
export function loadScript(src: string): Promise<void> {
  const known = loading.get(src)
  if (known) return known
  const promise = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script')
    script.src = src
    script.async = true
    script.onload = () => resolve()
    script.onerror = () => {
      loading.delete(src)
      script.remove()
      reject(new Error(`Could not load ${src}`))
    }
    document.head.appendChild(script)
  })
  loading.set(src, promise)
  return promise
}
