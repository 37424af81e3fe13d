// Icons come one module each (`lucide-react/icons/<name>`), so an icon goes with the pages that draw it
// (issue 12). A value import from the package's barrel would make every icon it names a static import
// of its importer, and the app's frame chunk (build/frame-chunk.ts) would take them onto every page.
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../..')
const sources = execFileSync('git', ['ls-files', 'src', 'machines'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter((file) => /\.[jt]sx?$/.test(file))
const text = (file: string) => readFileSync(path.join(root, file), 'utf8')

describe('icon imports', () => {
  it('imports no icon from the lucide-react barrel (types only)', () => {
    const barrelImports = sources.filter((file) => /^import\s+(?!type\b)[^'"]*from 'lucide-react'/m.test(text(file)))
    expect(barrelImports).toEqual([])
  })

  it('imports each icon from a module the package has', () => {
    const icons = sources.flatMap((file) => [...text(file).matchAll(/from 'lucide-react\/icons\/([\w-]+)'/g)].map((match) => match[1]!))
    expect(icons.length).toBeGreaterThan(0)
    const missing = icons.filter((name) => !existsSync(path.join(root, 'node_modules/lucide-react/dist/esm/icons', `${name}.mjs`)))
    expect(missing).toEqual([])
  })
})
