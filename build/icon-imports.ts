import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import type { Plugin } from 'vite'

/**
 * `import { Check, Menu as MenuIcon } from 'lucide-react'` becomes one import per icon module
 * (`lucide-react/dist/esm/icons/check.mjs`). The bundler tree-shakes the package's barrel either way,
 * but the barrel makes every icon a static import of whatever imports it, so the app's frame chunk
 * (build/frame-chunk.ts: the entry's static graph) took every icon any page draws — about
 * 60 — onto every page's first load (issue 12). With direct imports each icon goes with its pages.
 * The names (aliases included: CircleHelp is circle-question-mark) come from the barrel itself.
 */
export function lucideIconImports(): Plugin {
  const barrel = createRequire(import.meta.url).resolve('lucide-react').replace(/dist[/\\]cjs[/\\]lucide-react\.js$/, 'dist/esm/lucide-react.mjs')
  const iconFiles = new Map<string, string>()
  for (const [, names, file] of readFileSync(barrel, 'utf8').matchAll(/export \{([^}]*)\} from '\.\/icons\/([\w-]+)\.mjs'/g)) {
    for (const [, name] of names!.matchAll(/default as (\w+)/g)) iconFiles.set(name!, file!)
  }
  const iconsDir = path.join(path.dirname(barrel), 'icons')
  return {
    name: 'keyturn-lucide-icon-imports',
    enforce: 'pre',
    // the build's chunks are what it is for; the dev server and the tests keep the package's own import
    apply: 'build',
    transform(code, id) {
      if (id.includes('/node_modules/') || !/\.[jt]sx?$/.test(id) || !code.includes("from 'lucide-react'")) return null
      const rewritten = code.replace(/import \{([^}]+)\} from 'lucide-react'/g, (statement, specifiers: string) =>
        specifiers
          .split(',')
          .map((specifier) => specifier.trim())
          .filter(Boolean)
          .map((specifier) => {
            const [imported, local = imported] = specifier.split(/\s+as\s+/)
            const file = iconFiles.get(imported!)
            if (!file) throw new Error(`lucide-react has no icon ${imported} (${id})`)
            return `import ${local} from '${path.join(iconsDir, `${file}.mjs`)}'`
          })
          .join('\n'),
      )
      return { code: rewritten, map: null }
    },
  }
}
