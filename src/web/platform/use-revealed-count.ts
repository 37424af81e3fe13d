import { useEffect, useState } from 'react'

/**
 * How many of `items` to render now: `first` at once, then `step` more in each following task. A
 * long list of rich rows then never holds the main thread in one long task, and the first rows paint
 * sooner (issue 12: a car card takes about 40 ms on Lighthouse's mobile CPU, so one card a task). A new list starts again from `first`; a list that grew (more
 * loaded below the same first item) keeps what is shown and reveals the rest.
 */
export function useRevealedCount<T>(items: readonly T[], first = 1, step = 1): number {
  const [revealed, setRevealed] = useState({ items, count: first })
  const sameList = revealed.items === items || (items.length > 0 && revealed.items[0] === items[0])
  const count = sameList ? Math.max(revealed.count, first) : first

  useEffect(() => {
    if (count >= items.length) return
    // A task of its own: the browser paints and answers input in between.
    const timer = setTimeout(() => setRevealed({ items, count: count + step }), 0)
    return () => clearTimeout(timer)
  }, [items, count, step])

  return Math.min(count, items.length)
}
