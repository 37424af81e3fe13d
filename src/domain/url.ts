// URL join of spec §8: "URL join with a missing part: an error is thrown".

export type UrlPart = string | number | boolean | undefined | null

/**
 * Joins URL parts with exactly one slash between them, keeping a leading slash
 * of the first part and a trailing slash of the last one
 * (urlJoin('https://h/', '/api', 'x') → 'https://h/api/x').
 * Throws when a part is undefined, null or an empty string, so that a missing
 * id never silently turns into a wrong URL.
 */
export function urlJoin(...parts: UrlPart[]): string {
  if (parts.length === 0) throw new Error('urlJoin: no URL parts given')
  const texts = parts.map((part, index) => {
    if (part === undefined || part === null || part === '') {
      throw new Error(`urlJoin: URL part ${index} is missing`)
    }
    return String(part)
  })
  const last = texts.length - 1
  return texts
    .map((text, index) => {
      let trimmed = text
      if (index > 0) trimmed = trimmed.replace(/^\/+/, '')
      if (index < last) trimmed = trimmed.replace(/\/+$/, '')
      return trimmed
    })
    .filter((text, index) => text !== '' || index === 0)
    .join('/')
}
