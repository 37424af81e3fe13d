// The checkout's licence field (issue 12): Ark's file upload is not in the page's first load; a
// stand-in trigger and file input hold its place, and what the visitor did before the picker
// arrived — a chosen file, a press on the trigger, the focus — is carried out when it does.
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { LicenseField } from '../../src/web/pages/checkout/LicenseField'
import { fakeLicense } from './support/fake-license'
import { renderWithIntl } from './support/render-with-intl'

// The picker's chunk arrives only when the test lets it (a slow network).
const chunk = vi.hoisted(() => {
  let arrive = () => {}
  const arrived = new Promise<void>((resolve) => (arrive = resolve))
  return { requested: false, arrive: () => arrive(), arrived }
})
vi.mock('../../src/web/pages/checkout/LicensePicker', async (importOriginal) => {
  chunk.requested = true
  await chunk.arrived
  return importOriginal()
})

describe('licence field', () => {
  it('takes a file and a press before the picker arrived, and hands both to it: the file is checked and sent, the picker opens, the focus stays on the trigger', async () => {
    const license = fakeLicense()
    const opened = vi.spyOn(HTMLInputElement.prototype, 'click')
    const { user } = renderWithIntl(<LicenseField license={license} error={null} />)
    const standIn = screen.getByRole('button', { name: "Upload the driver's license" })
    expect(standIn).toHaveAccessibleDescription(/^An image \(JPEG, PNG, WebP\) or a PDF, at most 5 MB\./)

    const pdf = new File(['%PDF-1.4\n%%EOF\n'], 'licence.pdf', { type: 'application/pdf' })
    await user.upload(screen.getByLabelText("Driver's license"), pdf)
    await user.click(standIn)
    expect(chunk.requested).toBe(true)
    expect(license.uploaded).toEqual([])
    opened.mockClear()

    chunk.arrive()
    await waitFor(() => expect(license.uploaded).toEqual([pdf]))
    const trigger = screen.getByRole('button', { name: "Upload the driver's license" })
    expect(trigger).not.toBe(standIn)
    await waitFor(() => expect(opened.mock.contexts).toContain(document.getElementById('checkout-license')))
    expect(trigger).toHaveFocus()
    opened.mockRestore()
  })

  it('once there, refuses a file of another type before sending anything, and says so next to the field', async () => {
    chunk.arrive()
    const license = fakeLicense()
    renderWithIntl(<LicenseField license={license} error={null} />, 'fr')
    // The file picker filters by type; a forced choice still reaches the check.
    const user = userEvent.setup({ applyAccept: false })
    await user.upload(screen.getByLabelText('Permis de conduire'), new File(['hello'], 'notes.txt', { type: 'text/plain' }))
    expect(await screen.findByText('Veuillez ajouter une image ou un PDF')).toBeVisible()
    expect(license.uploaded).toEqual([])
  })
})
