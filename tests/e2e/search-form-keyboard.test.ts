// The search form in Chromium (issue 15, items 5, 8, 9 and 10): the place type-ahead never offers
// the suggestions of older words and ArrowDown lands on the first one; one Tab stop per field;
// times on each language's clock; boxes level whatever the length of the labels; axe finds nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { launchChromium } from './support/browser.js'
import { accessibilityViolations } from './support/axe.js'
import { goLive } from './support/hydrated.js'
import { e2eServers } from './support/servers.js'

const baseUrl = e2eServers().baseUrl
let browser: Browser
let context: BrowserContext
const pageErrors: string[] = []

beforeAll(async () => {
  browser = await launchChromium()
  context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 900 } })
})
afterAll(async () => {
  await context?.close()
  await browser?.close()
})

async function home(language: 'en' | 'fr' | 'es' = 'en'): Promise<Page> {
  const page = await context.newPage()
  page.on('pageerror', (error) => pageErrors.push(error.message))
  // keys pressed before the page's code runs are the browser's alone
  await goLive(page, `/?l=${language}`)
  await page.getByRole('search').waitFor()
  return page
}

describe('search form with the keyboard', () => {
  it("'Lyon', ArrowDown, Enter takes the Lyon place, never a suggestion of older words", async () => {
    const page = await home()
    const pickUp = page.getByRole('combobox', { name: 'Pick-up location' })
    // Opened first: the alphabetical list that used to linger while the new words were asked for.
    await pickUp.click()
    const listbox = page.getByRole('listbox', { name: 'Pick-up location' })
    await expect.poll(() => listbox.getByRole('option').count()).toBeGreaterThan(2)

    await pickUp.pressSequentially('Lyon')
    // At once: busy, nothing to pick (the old list is gone, a quick click cannot take it).
    expect(await listbox.getAttribute('aria-busy')).toBe('true')
    expect(await listbox.getByRole('option').count()).toBe(0)
    await expect.poll(() => listbox.getByText('Searching locations…').isVisible()).toBe(true)

    // Its own suggestions, read with the country and no space before the comma.
    const lyon = listbox.getByRole('option', { name: 'Lyon Saint-Exupéry Airport, France', exact: true })
    await lyon.waitFor()
    expect(await listbox.getAttribute('aria-busy')).toBe('false')
    expect(await listbox.getByRole('option').first().getAttribute('aria-label')).toBe('Lyon Saint-Exupéry Airport, France')
    expect(await listbox.locator('[data-highlighted]').count()).toBe(0)

    await page.keyboard.press('ArrowDown')
    expect(await lyon.getAttribute('data-highlighted')).not.toBeNull()
    await page.keyboard.press('Enter')
    expect(await pickUp.inputValue()).toBe('Lyon Saint-Exupéry Airport')
    await page.close()
  })

  it('takes one Tab stop per field: Tab from the place to Search passes each date and each time once', async () => {
    const page = await home()
    await page.getByRole('combobox', { name: 'Pick-up location' }).focus()
    const stops: string[] = []
    for (let tab = 0; tab < 15 && stops.at(-1) !== 'Search'; tab++) {
      await page.keyboard.press('Tab')
      stops.push(
        await page.evaluate(() => {
          const element = document.activeElement!
          const labelledBy = element.getAttribute('aria-labelledby')
          const byId = labelledBy ? document.getElementById(labelledBy.split(' ')[0]!)?.textContent : null
          const label = element.id ? document.querySelector(`label[for="${CSS.escape(element.id)}"]`)?.textContent : null
          return (byId ?? label ?? element.getAttribute('aria-label') ?? element.textContent ?? '').trim()
        }),
      )
    }
    expect(stops).toEqual(['Return to same location', 'Pick-up date', 'Pick-up time', 'Drop-off date', 'Drop-off time', 'Search'])

    // A typed date can be corrected with Backspace (the browser's beforeinput then carries no text).
    const dropOff = page.getByRole('textbox', { name: 'Drop-off date' })
    const before = await dropOff.inputValue()
    await dropOff.focus()
    await page.keyboard.press('End')
    await page.keyboard.press('Backspace')
    expect(await dropOff.inputValue()).toBe(before.slice(0, -1))
    await page.keyboard.type(before.slice(-1))
    expect(await dropOff.inputValue()).toBe(before)

    // The calendar is still there for the keyboard: ArrowDown in a date opens it on a day.
    await page.getByRole('textbox', { name: 'Drop-off date' }).focus()
    await page.keyboard.press('ArrowDown')
    // two months side by side on a wide screen
    await page.getByRole('grid').nth(1).waitFor()
    expect(await page.getByRole('grid').count()).toBe(2)
    // the focus moves onto a day once the calendar is shown (a frame later on a loaded machine)
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest('[role=grid]') !== null)).toBe(true)
    await page.keyboard.press('Escape')
    await page.close()
  })

  it("a place typed into the server's field before the page's code has run gets its suggestions", async () => {
    const page = await context.newPage()
    page.on('pageerror', (error) => pageErrors.push(error.message))
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
      await held
      await route.continue()
    })
    await page.goto('/?l=en', { waitUntil: 'commit' })
    await page.getByRole('combobox', { name: 'Pick-up location' }).fill('Lyon')
    expect(await page.locator('html[data-hydrated]').count()).toBe(0)
    release()
    await page.getByRole('option', { name: 'Lyon Saint-Exupéry Airport, France', exact: true }).waitFor()
    await page.close()
  })

  it.each([
    ['fr', 'Heure de prise en charge', '10:00', '18:30'],
    ['es', 'Hora de recogida', '10:00', '18:30'],
    ['en', 'Pick-up time', '10:00 AM', '6:30 PM'],
  ] as const)('in %s, times read on the language clock', async (language, label, shown, evening) => {
    const page = await home(language)
    const time = page.getByRole('combobox', { name: label })
    expect((await time.innerText()).replace(/\s/g, ' ').trim()).toBe(shown)
    await time.focus()
    await page.keyboard.press('Enter')
    const option = page.getByRole('option', { name: evening, exact: true })
    await option.click()
    // the choice shows once the select has taken it (a loaded machine renders a frame later)
    await expect.poll(async () => (await time.innerText()).replace(/\s/g, ' ').trim()).toBe(evening)
    await page.close()
  })

  it.each(['en', 'fr', 'es'] as const)('in %s, the boxes of each line of the home form are level, whatever the labels', async (language) => {
    const page = await home(language)
    const tops = await page.evaluate(() =>
      [...document.querySelectorAll('form[role=search] :is(input:not([type=checkbox]), button[role=combobox], button[type=submit])')].map((element) =>
        Math.round(element.getBoundingClientRect().top),
      ),
    )
    expect(tops).toHaveLength(6)
    // The place has a row of its own, above the dates, so that its whole name is read (issue 24).
    const [place, ...dates] = tops
    expect(new Set(dates).size).toBe(1)
    expect(place).toBeLessThan(dates[0]!)
    expect(await accessibilityViolations(page)).toEqual([])
    await page.close()
  })

  it('threw no error in the page', () => {
    expect(pageErrors).toEqual([])
  })
})
