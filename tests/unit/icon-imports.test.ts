// The build's icon imports (issue 12): one module per icon, so an icon goes with the pages that draw it.
import { describe, expect, it } from 'vitest'
import { lucideIconImports } from '../../build/icon-imports'

const transform = (code: string, id = '/work/app/src/web/x.tsx') => {
  const plugin = lucideIconImports()
  const hook = plugin.transform as (code: string, id: string) => { code: string } | null
  return hook.call({}, code, id)?.code ?? null
}

describe('lucideIconImports', () => {
  it('imports each named icon from its own module, aliases and local names included', () => {
    const code = transform(`import { Check, Menu as MenuIcon, CircleHelp } from 'lucide-react'\nexport const icons = [Check, MenuIcon, CircleHelp]\n`)!
    expect(code).toMatch(/^import Check from '[^']*lucide-react\/dist\/esm\/icons\/check\.mjs'$/m)
    expect(code).toMatch(/^import MenuIcon from '[^']*lucide-react\/dist\/esm\/icons\/menu\.mjs'$/m)
    // CircleHelp is an older name of circle-question-mark: the package's barrel says so
    expect(code).toMatch(/^import CircleHelp from '[^']*lucide-react\/dist\/esm\/icons\/circle-question-mark\.mjs'$/m)
    expect(code).not.toContain("from 'lucide-react'")
    expect(code).toContain('export const icons = [Check, MenuIcon, CircleHelp]')
  })

  it('leaves type imports, other packages and files without icons alone', () => {
    expect(transform(`import type { LucideIcon } from 'lucide-react'\n`)).toBe(`import type { LucideIcon } from 'lucide-react'\n`)
    expect(transform(`import { useState } from 'react'\n`)).toBeNull()
    expect(transform(`import { Check } from 'lucide-react'\n`, '/work/app/node_modules/x/index.js')).toBeNull()
  })

  it('fails the build on a name the package does not have', () => {
    expect(() => transform(`import { NoSuchIcon } from 'lucide-react'\n`)).toThrow(/no icon NoSuchIcon/)
  })
})
