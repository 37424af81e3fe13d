import type { Page } from 'playwright-core'

/**
 * What a reader of the page would see as broken, measured in the browser (issue 24): the page
 * scrolls sideways, a box inside it scrolls sideways, two texts (or a text and a picture) are drawn
 * over each other, or a text is cut off by its box. Each problem is a readable sentence naming the
 * texts involved.
 *
 * Only what is painted counts: hidden elements, visually hidden ones (the 1 px screen-reader texts)
 * and closed popovers have no boxes, and every box is cut to what its scrolling or clipping
 * ancestors and the page let show. Overlays (fixed or sticky boxes, dialogs and popovers) lie over
 * the page on purpose: a text is compared only with texts of its own layer.
 */
export async function layoutProblems(page: Page): Promise<string[]> {
  // (a transpiler that keeps function names wraps inner functions in `__name`, which the page lacks)
  await page.evaluate('globalThis.__name ??= (target) => target')
  return page.evaluate(() => {
    const TOLERANCE = 2
    const problems: string[] = []
    const quote = (text: string | null | undefined) => `"${(text ?? '').replace(/\s+/g, ' ').trim().slice(0, 60)}"`
    const root = document.documentElement
    const viewportWidth = root.clientWidth

    type Box = { left: number; top: number; right: number; bottom: number }
    const intersect = (a: Box, b: Box): Box => ({ left: Math.max(a.left, b.left), top: Math.max(a.top, b.top), right: Math.min(a.right, b.right), bottom: Math.min(a.bottom, b.bottom) })
    const overlapBy = (box: Box) => Math.min(box.right - box.left, box.bottom - box.top)

    const styles = new Map<Element, CSSStyleDeclaration>()
    const style = (element: Element) => {
      let kept = styles.get(element)
      if (!kept) styles.set(element, (kept = getComputedStyle(element)))
      return kept
    }
    const clips = (element: Element) => {
      const { overflowX, overflowY, contain } = style(element)
      return overflowX !== 'visible' || overflowY !== 'visible' || contain.includes('paint')
    }
    const isLayer = (element: Element) => {
      const { position } = style(element)
      return position === 'fixed' || position === 'sticky' || element.matches('dialog, [popover], [role="dialog"], [role="alertdialog"], [data-part="positioner"], [role="tooltip"]')
    }

    // What of `visible` a box that clips lets its content paint into (its padding box).
    const clipped = (element: Element, visible: Box): Box => {
      if (!clips(element) || element === document.body || element === root) return visible
      const rect = element.getBoundingClientRect()
      const left = rect.left + element.clientLeft
      const top = rect.top + element.clientTop
      return intersect(visible, { left, top, right: left + element.clientWidth, bottom: top + element.clientHeight })
    }

    // The part of the page an element may paint into (its clipping ancestors), and the layer it is on.
    const frames = new Map<Element, { visible: Box; layer: Element }>()
    function frameOf(element: Element): { visible: Box; layer: Element } {
      const kept = frames.get(element)
      if (kept) return kept
      const parent = element.parentElement
      let frame: { visible: Box; layer: Element }
      if (!parent) frame = { visible: { left: -Infinity, top: -Infinity, right: Infinity, bottom: Infinity }, layer: element }
      else {
        const above = frameOf(parent)
        frame = { visible: clipped(parent, above.visible), layer: isLayer(element) ? element : above.layer }
      }
      frames.set(element, frame)
      return frame
    }

    const painted = (element: Element) => element.checkVisibility({ opacityProperty: true, visibilityProperty: true, contentVisibilityAuto: true })
    // Screen-reader texts: a 1 px box that clips.
    const visuallyHidden = (element: Element) => {
      for (let current: Element | null = element; current; current = current.parentElement) {
        const rect = current.getBoundingClientRect()
        if (rect.width <= 1 && rect.height <= 1 && clips(current)) return true
        if (style(current).clipPath !== 'none' || (style(current).clip !== 'auto' && style(current).position === 'absolute')) return true
      }
      return false
    }

    // The painted boxes of every text and picture; the texts their boxes show only in part.
    type Piece = { element: Element; text: string; box: Box; layer: Element; picture: boolean }
    const pieces: Piece[] = []
    const partial: { element: Element; shown: number; whole: number }[] = []
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    const range = document.createRange()
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? ''
      const element = node.parentElement
      if (!element || !text.trim() || element.closest('script, style, noscript, template, option')) continue
      if (!painted(element) || visuallyHidden(element)) continue
      const { layer } = frameOf(element)
      // (a text is cut by its own element's box as well)
      const visible = clipped(element, frameOf(element).visible)
      range.selectNodeContents(node)
      for (const rect of range.getClientRects()) {
        const box = intersect(rect, visible)
        if (box.right - box.left <= 0.5 || box.bottom - box.top <= 0.5) continue
        pieces.push({ element, text, box, layer, picture: false })
        const [shown, whole] = box.right - box.left < rect.width - TOLERANCE ? [box.right - box.left, rect.width] : [box.bottom - box.top, rect.height]
        // (a map's markers may lie across its edge as it is panned)
        if (shown < whole - TOLERANCE && !element.closest('.leaflet-container')) partial.push({ element, shown, whole })
      }
    }
    for (const image of document.body.querySelectorAll('img')) {
      if (!painted(image) || visuallyHidden(image)) continue
      const { visible, layer } = frameOf(image)
      const box = intersect(image.getBoundingClientRect(), visible)
      if (box.right - box.left > 0.5 && box.bottom - box.top > 0.5) pieces.push({ element: image, text: `picture ${image.getAttribute('alt') || (image.getAttribute('src') ?? '').replace(/^data:.*/, '').split('/').pop()}`.trim(), box, layer, picture: true })
    }

    // (b) Drawn over each other: pairs of different elements on one layer (a sweep down the page).
    pieces.sort((a, b) => a.box.top - b.box.top)
    const reported = new Set<string>()
    for (let i = 0; i < pieces.length; i++) {
      const a = pieces[i]!
      for (let j = i + 1; j < pieces.length && pieces[j]!.box.top < a.box.bottom - TOLERANCE; j++) {
        const b = pieces[j]!
        if (a.element === b.element || a.layer !== b.layer || (a.picture && b.picture)) continue
        // a picture inside the text's own element (an icon in a link) or the text in the picture's
        if (a.element.contains(b.element) || b.element.contains(a.element)) {
          if (a.picture || b.picture) continue
        }
        const shared = intersect(a.box, b.box)
        if (overlapBy(shared) <= TOLERANCE) continue
        const key = `${a.text}|${b.text}`
        if (reported.has(key)) continue
        reported.add(key)
        problems.push(`${quote(a.text)} and ${quote(b.text)} are drawn over each other (${Math.round(shared.right - shared.left)}×${Math.round(shared.bottom - shared.top)} px)`)
      }
    }

    // (c) Cut off: a text its box shows only in part (a text wholly out of sight, like a map's
    // marker panned away, is not read as cut), or an ellipsis that hides some of it without giving
    // the whole text in its name.
    const cut = new Set<Element>()
    const ellipsisCuts = (element: Element) => {
      for (let current: Element | null = element; current; current = current.parentElement) if (clips(current)) return style(current).textOverflow === 'ellipsis'
      return false
    }
    for (const piece of partial) {
      // (an ellipsis is judged below, with its full text)
      if (cut.has(piece.element) || ellipsisCuts(piece.element)) continue
      cut.add(piece.element)
      problems.push(`${quote(piece.element.textContent)} is cut off by its box (${Math.round(piece.shown)} of ${Math.round(piece.whole)} px shown)`)
    }
    for (const element of new Set(pieces.filter((piece) => !piece.picture).map((piece) => piece.element))) {
      for (let current: Element | null = element; current && current !== document.body; current = current.parentElement) {
        if (cut.has(current) || style(current).textOverflow !== 'ellipsis' || current.scrollWidth <= current.clientWidth + 1) continue
        cut.add(current)
        const full = current.textContent?.replace(/\s+/g, ' ').trim() ?? ''
        // intended truncation that still gives the whole text is fine
        const named = [current.getAttribute('title'), current.getAttribute('aria-label')].some((name) => name?.replace(/\s+/g, ' ').trim() === full)
        if (named && current.hasAttribute('data-truncates')) continue
        problems.push(`${quote(full)} is cut short with an ellipsis (${current.clientWidth} px shows ${current.scrollWidth})`)
      }
    }

    // (a) Sideways scrolling: the page, or a box in it.
    if (root.scrollWidth > viewportWidth + 1) {
      const sticking = [...document.body.querySelectorAll('*')].filter((element) => element.getBoundingClientRect().right > viewportWidth + 1 && frameOf(element).visible.right > viewportWidth && painted(element))
      const innermost = sticking.filter((element) => !sticking.some((other) => other !== element && element.contains(other)))
      const named = (element: Element) => (element.textContent?.trim() ? quote(element.textContent) : `<${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}>`)
      problems.push(`the page scrolls sideways (${root.scrollWidth} px wide in ${viewportWidth}); sticking out: ${innermost.slice(0, 4).map(named).join(', ') || 'nothing painted'}`)
    }
    for (const element of document.body.querySelectorAll('*')) {
      const { overflowX } = style(element)
      if ((overflowX === 'auto' || overflowX === 'scroll') && element.scrollWidth > element.clientWidth + 1 && painted(element) && element.clientWidth > 1) {
        problems.push(`a box scrolls sideways (${element.scrollWidth} px of text in ${element.clientWidth}): ${quote(element.textContent)}`)
      }
    }
    return problems
  })
}
