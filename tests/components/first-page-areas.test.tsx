// The page imported before the app's first render (main.tsx preloads it) has its catalogue areas in
// the first catalogue shown, so it renders with its texts at once, without waiting a turn (issue 12).
import { describe, expect, it } from 'vitest'
import { createCatalogueStore, withPageMessages } from '../../src/web/i18n/catalogues'

describe('the first catalogue', () => {
  it('holds the areas of a page imported before any catalogue store existed', async () => {
    const Page = () => null
    await withPageMessages('pages/search/SearchPage.tsx', async () => ({ default: Page }))()
    const store = createCatalogueStore()
    await store.showLanguage('en')
    const shown = store.shown()!
    expect([...shown.areas].sort()).toEqual(['searchForm', 'searchResults'])
    // the search results' texts are there with the frame's
    expect(shown.messages['searchResults.pageTitle']).toBe('Find your rental car')
    // the next store starts empty: the first page's areas were handed over once
    const next = createCatalogueStore()
    await next.showLanguage('en')
    expect([...next.shown()!.areas]).toEqual([])
  })
})
