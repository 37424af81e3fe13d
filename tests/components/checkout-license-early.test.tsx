// The checkout is rendered by the server (issue 22): a driver may choose the licence file in its HTML
// before the page's code has run. React replays no change event from before hydration; the field
// finds the file in its input and sends it all the same.
import { act, screen, waitFor } from '@testing-library/react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { IntlProvider } from 'react-intl'
import { describe, expect, it, vi } from 'vitest'
import { en } from '../../src/web/i18n/en'
import { LicenseField } from '../../src/web/pages/checkout/LicenseField'
import { fakeLicense } from './support/fake-license'

describe('licence field in a server-rendered checkout', () => {
  it('sends a file chosen before the page came alive, once it has', async () => {
    const license = fakeLicense()
    const field = (
      <IntlProvider locale="en" messages={en}>
        <LicenseField license={license} error={null} />
      </IntlProvider>
    )
    const container = document.createElement('div')
    container.innerHTML = renderToString(field)
    document.body.append(container)
    // the driver picks a file in the server's field: its input holds it, no React handler saw it
    const pdf = new File(['%PDF-1.4\n%%EOF\n'], 'licence.pdf', { type: 'application/pdf' })
    const input = screen.getByLabelText<HTMLInputElement>("Driver's license")
    Object.defineProperty(input, 'files', { value: [pdf], configurable: true })
    input.dispatchEvent(new Event('change', { bubbles: true }))

    const errors = vi.spyOn(console, 'error')
    await act(async () => {
      hydrateRoot(container, field)
    })
    await waitFor(() => expect(license.uploaded).toEqual([pdf]))
    expect(errors).not.toHaveBeenCalled()
    errors.mockRestore()
    container.remove()
  })
})
