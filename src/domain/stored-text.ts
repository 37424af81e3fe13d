// Text the database can store: PostgreSQL refuses the NUL character in text and JSON values, so a
// request holding one is refused at the edge (issue 21) instead of failing in a query.
// eslint-disable-next-line no-control-regex -- the NUL character is the one this pattern is for
const UNSTORABLE = /\u0000/

/**
 * Where the first string holding a character the database cannot store is, in a parsed request part:
 * its dotted path ('driver.fullName', 'ids.2'; '' for the value itself), or undefined when every
 * string, and every key, is storable.
 */
export function unstorableTextAt(value: unknown, path = ''): string | undefined {
  if (typeof value === 'string') return UNSTORABLE.test(value) ? path : undefined
  if (value === null || typeof value !== 'object' || ArrayBuffer.isView(value)) return undefined
  for (const [key, item] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key
    if (UNSTORABLE.test(key)) return at
    const found = unstorableTextAt(item, at)
    if (found !== undefined) return found
  }
  return undefined
}
