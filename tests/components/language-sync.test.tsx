import { screen } from '@testing-library/react'
import { HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { http } from './support/handlers'
import { renderApp } from './support/render-app'
import { server } from './support/server'

// A signed-in user whose saved language differs from the chosen one (spec §4, point 4).
const signedInEnglishUser = () => localStorage.setItem('bc-fe-user', JSON.stringify({ id: 'user-1', language: 'en' }))

describe('language boot for a signed-in user', () => {
  it('updates the server language once the session check returned 200', async () => {
    signedInEnglishUser()
    const updates: unknown[] = []
    server.use(
      http.post('/api/validate-access-token', ({ response }) => response.untyped(HttpResponse.json({}, { status: 200 }))),
      http.post('/api/update-language', async ({ request, response }) => {
        updates.push(await request.json())
        return response.untyped(HttpResponse.json({ status: 'ok' }, { status: 200 }))
      }),
    )
    await renderApp('/?l=fr')
    expect(await screen.findByRole('button', { name: 'Langue : Français' })).toBeVisible()
    await expect.poll(() => updates).toEqual([{ id: 'user-1', language: 'fr' }])
  })

  it('does not update the server when the session check is not 200', async () => {
    signedInEnglishUser()
    let updateCalls = 0
    server.use(
      http.post('/api/validate-access-token', ({ response }) =>
        response(501).json({ code: 'NOT_IMPLEMENTED', message: 'Not implemented yet' }),
      ),
      http.post('/api/update-language', ({ response }) => {
        updateCalls++
        return response.untyped(HttpResponse.json({ status: 'ok' }))
      }),
    )
    await renderApp('/?l=fr')
    expect(await screen.findByRole('button', { name: 'Langue : Français' })).toBeVisible()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(updateCalls).toBe(0)
  })

  it('shows the language-change error when the update fails', async () => {
    signedInEnglishUser()
    server.use(
      http.post('/api/validate-access-token', ({ response }) => response.untyped(HttpResponse.json({}, { status: 200 }))),
      http.post('/api/update-language', ({ response }) =>
        response(500).json({ code: 'LANGUAGE_CHANGE_FAILED', message: 'An error occurred while changing language' }),
      ),
    )
    await renderApp('/?l=fr')
    // The toast is in the interface language.
    expect(await screen.findByText('Une erreur s’est produite lors du changement de langue')).toBeVisible()
  })
})
