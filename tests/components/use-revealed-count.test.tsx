// A long list is rendered a few rows per task (issue 12: no long task for 15 car cards).
import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useRevealedCount } from '../../src/web/platform/use-revealed-count'

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

const list = (length: number) => Array.from({ length }, (_, index) => ({ id: index }))

/** Lets the pending task run and the renders it causes settle. */
const nextTask = () => act(() => vi.advanceTimersToNextTimer())

describe('useRevealedCount', () => {
  it('shows the first rows at once, then more in each following task, up to all', async () => {
    const fifteen = list(15)
    const { result } = renderHook(() => useRevealedCount(fifteen, 3, 3))
    const seen = [result.current]
    while (result.current < 15 && seen.length < 10) {
      await nextTask()
      seen.push(result.current)
    }
    expect(seen).toEqual([3, 6, 9, 12, 15])
  })

  it('shows one row a task by default', async () => {
    const five = list(5)
    const { result } = renderHook(() => useRevealedCount(five))
    const seen = [result.current]
    while (result.current < 5 && seen.length < 10) {
      await nextTask()
      seen.push(result.current)
    }
    expect(seen).toEqual([1, 2, 3, 4, 5])
  })

  it('starts again with a new list, and keeps what is shown when the same list grows', async () => {
    const first = list(15)
    const { result, rerender } = renderHook(({ items }) => useRevealedCount(items), { initialProps: { items: first } })
    for (let task = 0; task < 14; task++) await nextTask()
    expect(result.current).toBe(15)

    // More loaded below the same rows ("Show more cars"): nothing shown before disappears.
    rerender({ items: [...first, ...list(5)] })
    expect(result.current).toBe(15)
    await nextTask()
    expect(result.current).toBe(16)

    // Another page: the first row first again.
    rerender({ items: list(15) })
    expect(result.current).toBe(1)
  })

  it('never counts more rows than there are', () => {
    const two = list(2)
    const { result } = renderHook(() => useRevealedCount(two, 3, 3))
    expect(result.current).toBe(2)
  })
})
