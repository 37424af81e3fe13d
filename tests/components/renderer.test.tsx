// The component tests render with what the browser build ships: Preact through preact/compat.
import { createElement } from 'react'
import { createRoot } from 'react-dom/client'
import { render, screen } from '@testing-library/react'
import * as compat from 'preact/compat'
import * as compatClient from 'preact/compat/client'
import { describe, expect, it } from 'vitest'

describe('the renderer of the component tests', () => {
  it('is Preact, for our modules and for Testing Library alike', () => {
    expect(createElement).toBe(compat.createElement)
    expect(createRoot).toBe(compatClient.createRoot)
    const { container } = render(<p>Rendered</p>)
    expect(screen.getByText('Rendered')).toBeVisible()
    // Preact keeps its virtual tree on the container; React DOM would not.
    expect(Object.keys(container)).toContain('__k')
  })
})
