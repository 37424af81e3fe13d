// Age rules of spec §5 ("Driver minimum age 21"), shared by the sign-up form and the server.

/** Full years between a birth date and a day, both `YYYY-MM-DD` (negative for a future birth date). */
export function ageOn(birthDate: string, day: string): number {
  const [by, bm, bd] = birthDate.split('-').map(Number) as [number, number, number]
  const [y, m, d] = day.split('-').map(Number) as [number, number, number]
  const hadBirthday = m > bm || (m === bm && d >= bd)
  return y - by - (hadBirthday ? 0 : 1)
}

/** Today as `YYYY-MM-DD` in UTC. */
export const todayUtc = (now: Date = new Date()) => now.toISOString().slice(0, 10)
