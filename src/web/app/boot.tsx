import { createContext, useContext, useEffect, type ReactNode } from 'react'
import { useLocation, useSearch } from 'wouter'
import type { components } from '../../../openapi/schema'
import { BOOT_DATA_ID } from '../../domain/embedded-config'
import type { Language } from '../../domain/enums'
import type { AppConfig } from '../api/config'
import type { Catalogue } from '../i18n/catalogues'
import { readStored } from './storage'

/**
 * What the server rendered a page from, sent with its HTML (JSON), so the browser's first render is
 * the same and hydrates without a mismatch: the address, the preferences the browser keeps (read on
 * the server from the cookies that mirror them, storage.ts), the signed-in user the session cookie
 * names, and the persisted snapshots of the machines the server ran for the page.
 */
export interface BootData {
  /** Path and query string rendered. */
  url: string
  /** The language it is written in (the language boot machine's rule, spec §4). */
  language: Language
  stored: Partial<Record<string, string>>
  user: components['schemas']['User'] | null
  /** Whether the page was laid out for a phone (the server's guess from the browser's name, until the screen is known). */
  phoneLayout: boolean
  /** Persisted machine snapshots, by machine id, for `url` only. */
  snapshots: Partial<Record<string, unknown>>
}

/** BootData with what both sides load before rendering: the configuration and the first catalogue. */
export interface PageBoot extends BootData {
  config: AppConfig
  catalogue: Catalogue
}

const BootContext = createContext<PageBoot | null>(null)

export function BootProvider({ boot, children }: { boot: PageBoot | null; children: ReactNode }) {
  return <BootContext.Provider value={boot}>{children}</BootContext.Provider>
}

/** The page's boot (server rendering, and the browser's hydration), or null for a page rendered in the browser only. */
export function useBoot(): PageBoot | null {
  return useContext(BootContext)
}

/**
 * A browser-kept preference as the first render must see it: the server's reading while a
 * server-rendered page hydrates (so both render alike), else browser storage. For the providers'
 * initial state only: later reads go to storage.
 */
export function useInitialStored(key: string, { inBrowser = false } = {}): string | null {
  const boot = useBoot()
  // in the browser, its own storage first, then the cookie that mirrors it (as the server read it)
  if (inBrowser && globalThis.document) return readStored(key) ?? boot?.stored[key] ?? null
  return boot ? (boot.stored[key] ?? null) : readStored(key)
}

/**
 * After hydration, the browser's own stored preference wins over the server's reading (a choice
 * made before it was mirrored in its cookie): `apply` is called with it when they differ.
 */
export function useStoredPreferenceAfterHydration(key: string, rendered: string | null, apply: (stored: string) => void): void {
  const boot = useBoot()
  useEffect(() => {
    if (!boot) return
    const stored = readStored(key)
    if (stored !== null && stored !== rendered) apply(stored)
    // once, after hydration
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
}

const taken = new WeakSet<object>()

/**
 * The persisted snapshot (or data) the server left under `id` for this very address, once: a later
 * visit of the page (client-side navigation) starts afresh.
 */
export function useBootSnapshot<T>(id: string | undefined): T | undefined {
  const boot = useBoot()
  const [path] = useLocation()
  const search = useSearch()
  const url = `${path}${search ? `?${search}` : ''}`
  const snapshot = id && boot && boot.url === url ? boot.snapshots[id] : undefined
  if (!snapshot || typeof snapshot !== 'object' || taken.has(snapshot)) return undefined
  return snapshot as T
}

/** Marks a boot snapshot used (from an effect, so StrictMode's second render still sees it). */
export function markBootSnapshotUsed(snapshot: unknown): void {
  if (snapshot && typeof snapshot === 'object') taken.add(snapshot)
}

/** The BootData a server-rendered page carries, or null (a page rendered in the browser only). */
export function readEmbeddedBoot(): BootData | null {
  const text = globalThis.document?.getElementById(BOOT_DATA_ID)?.textContent
  if (!text) return null
  try {
    return JSON.parse(text) as BootData
  } catch {
    return null
  }
}
