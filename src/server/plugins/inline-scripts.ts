import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import path from 'node:path'

/** CSP hashes of the inline scripts of the built index.html (the colour mode and Intl before the first paint). */
export async function inlineScriptHashes(distDir: string): Promise<string[]> {
  let html: string
  try {
    html = await readFile(path.join(distDir, 'index.html'), 'utf8')
  } catch {
    return []
  }
  const hashes: string[] = []
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
    const body = match[1] ?? ''
    if (body.trim() === '') continue
    hashes.push(`'sha256-${createHash('sha256').update(body).digest('base64')}'`)
  }
  return hashes
}
