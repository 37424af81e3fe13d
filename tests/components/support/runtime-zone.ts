// The visitor's own clock in a test: the process's time zone, which the browser APIs the app reads
// (Intl, Date, Temporal.Now) follow.

/** Runs `test` with the runtime's time zone set to `zone`, then sets it back. */
export async function inRuntimeZone(zone: string, test: () => Promise<void>): Promise<void> {
  const previous = process.env.TZ
  process.env.TZ = zone
  try {
    await test()
  } finally {
    if (previous === undefined) delete process.env.TZ
    else process.env.TZ = previous
  }
}
