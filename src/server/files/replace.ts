/**
 * Puts a newly stored file on an account in place of the previous one: saved first, then the
 * previous file removed. A failed save removes the new file, so a failed update changes nothing.
 */
export async function replaceStoredFile<T>(
  stored: string,
  previous: string | null,
  save: (file: string) => Promise<T>,
  remove: (file: string | null) => Promise<void>,
): Promise<T> {
  let saved: T
  try {
    saved = await save(stored)
  } catch (error) {
    await remove(stored)
    throw error
  }
  await remove(previous)
  return saved
}
