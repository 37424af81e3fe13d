import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderApp } from './support/render-app'

// Issue 12: the header menus' Ark UI code loads when the user reaches for a menu. Until then a plain
// button stands in for each trigger; reaching for it opens the menu just as the Ark trigger would.

const trigger = (name: string) => within(screen.getByRole('banner')).getByRole('button', { name })

async function homePage() {
  const rendered = await renderApp('/')
  await screen.findByRole('heading', { level: 1, name: 'Find the right car for every trip' })
  return rendered
}

describe('header menus load on demand', () => {
  it('renders no menu before one is reached for; a click opens it with focus inside, Escape closes it and returns focus', async () => {
    const { user } = await homePage()
    const language = trigger('Language: English')
    expect(language).toHaveAttribute('aria-haspopup', 'menu')
    expect(language).toHaveAttribute('aria-expanded', 'false')
    // Not even a hidden one: the menus' content comes with their code.
    expect(screen.queryAllByRole('menu', { hidden: true })).toHaveLength(0)

    await user.click(language)
    const menu = await screen.findByRole('menu')
    expect(within(menu).getAllByRole('menuitemradio').map((item) => item.textContent)).toEqual(['English', 'Français', 'Español'])
    expect(trigger('Language: English')).toHaveAttribute('aria-expanded', 'true')
    await waitFor(() => expect(menu).toContainElement(document.activeElement as HTMLElement))

    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull())
    await waitFor(() => expect(trigger('Language: English')).toHaveFocus())
    expect(trigger('Language: English')).toHaveAttribute('aria-expanded', 'false')
  })

  it('opens from the keyboard as the Ark trigger does: Space on the first item, ArrowUp on the last', async () => {
    const { user } = await homePage()
    trigger('Theme: System').focus()
    await user.keyboard(' ')
    await waitFor(() => expect(screen.getByRole('menuitemradio', { name: 'Light' })).toHaveAttribute('data-highlighted'))
    // A person sees the menu before pressing on: keys go to the menu once focus is inside it.
    await waitFor(() => expect(screen.getByRole('menu')).toContainElement(document.activeElement as HTMLElement))
    await user.keyboard('{ArrowDown}')
    await waitFor(() => expect(screen.getByRole('menuitemradio', { name: 'Dark' })).toHaveAttribute('data-highlighted'))
    await user.keyboard('{Enter}')
    await waitFor(() => expect(document.documentElement.dataset.colorMode).toBe('dark'))
    expect(trigger('Theme: Dark')).toBeVisible()

    trigger('Currency: USD').focus()
    await user.keyboard('{ArrowUp}')
    const items = await screen.findAllByRole('menuitemradio')
    await waitFor(() => expect(items.at(-1)).toHaveAttribute('data-highlighted'))
  })

  it('the stand-in trigger looks like the Ark trigger: same text, class names and indicator (no layout shift)', async () => {
    const { user } = await homePage()
    const shape = (button: HTMLElement) => ({
      text: button.textContent,
      className: button.className,
      children: [...button.children].map((child) => `${child.tagName}.${child.getAttribute('class') ?? ''}`),
      popup: button.getAttribute('aria-haspopup'),
    })
    const before = shape(trigger('Currency: USD'))
    await user.click(trigger('Currency: USD'))
    await screen.findByRole('menu')
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull())
    expect(shape(trigger('Currency: USD'))).toEqual(before)
  })
})
