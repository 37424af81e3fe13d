import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import { STORAGE_KEYS } from '../../domain/constants'
import { colorModes, type ColorMode } from '../../domain/enums'
import { useInitialStored } from './boot'
import { readStored, writeStored } from './storage'

// The inline script of index.html applies the same rule before first paint; this keeps it applied after.

type ColorScheme = 'light' | 'dark'

const darkQuery = '(prefers-color-scheme: dark)'

function isColorMode(value: unknown): value is ColorMode {
  return typeof value === 'string' && (colorModes as readonly string[]).includes(value)
}

function systemScheme(): ColorScheme {
  return globalThis.matchMedia?.(darkQuery).matches ? 'dark' : 'light'
}

/** `mode` keeps the preference (light, dark, system); `color-scheme` the scheme in use. */
function applyColorMode(mode: ColorMode): void {
  const scheme = mode === 'system' ? systemScheme() : mode
  const root = document.documentElement
  // Written only when it changes: a write on the root, even of the same value, can make the browser
  // restyle the whole page (most often, the inline script already applied it).
  if (root.dataset.colorMode !== scheme) root.dataset.colorMode = scheme
  if (root.style.colorScheme !== scheme) root.style.colorScheme = scheme
  writeStored(STORAGE_KEYS.colorScheme, scheme)
}

interface ColorModeContextValue {
  mode: ColorMode
  setMode: (mode: ColorMode) => void
}

const ColorModeContext = createContext<ColorModeContextValue | null>(null)

export function useColorMode(): ColorModeContextValue {
  const value = useContext(ColorModeContext)
  if (!value) throw new Error('useColorMode: outside ColorModeProvider')
  return value
}

export function ColorModeProvider({ children }: { children: ReactNode }) {
  const stored = useInitialStored(STORAGE_KEYS.mode)
  const [mode, setModeState] = useState<ColorMode>(() => (isColorMode(stored) ? stored : 'system'))
  // The browser's own choice, which the inline script already applied before the first paint.
  // A ref, not state: re-rendering the provider for it would re-render every reader of the mode.
  const reconciled = useRef(false)

  useEffect(() => {
    if (!reconciled.current) {
      reconciled.current = true
      const kept = readStored(STORAGE_KEYS.mode)
      if (isColorMode(kept) && kept !== mode) {
        setModeState(kept)
        return
      }
    }
    applyColorMode(mode)
    if (mode !== 'system' || !globalThis.matchMedia) return
    // Follow the operating system while the preference is "system".
    const query = globalThis.matchMedia(darkQuery)
    const follow = () => applyColorMode('system')
    query.addEventListener('change', follow)
    return () => query.removeEventListener('change', follow)
  }, [mode])

  const setMode = useCallback((next: ColorMode) => {
    writeStored(STORAGE_KEYS.mode, next)
    setModeState(next)
  }, [])

  const value = useMemo(() => ({ mode, setMode }), [mode, setMode])
  return <ColorModeContext.Provider value={value}>{children}</ColorModeContext.Provider>
}
