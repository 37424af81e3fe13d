// The component tests render with what the browser runs: React DOM (issue 22: no stand-in runtime).
import { version } from 'react'
import { version as domVersion } from 'react-dom'
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

describe('the renderer of the component tests', () => {
  it('is React 19 with React DOM, for our modules and for Testing Library alike', () => {
    expect(version).toMatch(/^19\./)
    expect(domVersion).toBe(version)
    const { container } = render(<p>Rendered</p>)
    expect(screen.getByText('Rendered')).toBeVisible()
    // React DOM marks the container it renders into; Preact would keep its tree under `__k`.
    expect(Object.keys(container).some((key) => key.startsWith('__reactContainer$'))).toBe(true)
  })
})
