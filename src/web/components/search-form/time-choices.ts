// The times a visitor can pick for a pick-up or a drop-off: every half hour of the day, plus the
// time already chosen when it lies between two (a shared link with '10:15' keeps its time).
import { formatTimeOfDay } from '../../../domain/time-format'
import type { Language } from '../../../domain/enums'

export const TIME_STEP_MINUTES = 30

const twoDigits = (n: number) => String(n).padStart(2, '0')

/** 'HH:mm' every TIME_STEP_MINUTES from 00:00, with `current` in its place when it is off the grid. */
export function timeValues(current: string): string[] {
  const grid: string[] = []
  for (let minutes = 0; minutes < 24 * 60; minutes += TIME_STEP_MINUTES) grid.push(`${twoDigits(Math.floor(minutes / 60))}:${twoDigits(minutes % 60)}`)
  if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(current) || grid.includes(current)) return grid
  // 'HH:mm' strings sort like the times they name.
  return [...grid, current].sort()
}

/** The choices of the time select: the value 'HH:mm', the label on the language's clock. */
export function timeChoices(current: string, language: Language): { value: string; label: string }[] {
  return timeValues(current).map((value) => ({ value, label: formatTimeOfDay(value, language) }))
}
