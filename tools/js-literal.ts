// Plain data as a JavaScript literal in the repository's style (single quotes, bare keys, trailing
// commas, 2-space indent), for generated code that people read and paste (tools/machine-code.ts).

const WIDTH = 100
const IDENTIFIER = /^[A-Za-z_$][\w$]*$/

const quote = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n')}'`

// numeric keys stay numbers (an `after` delay of 1000 ms reads as `1000:`)
const key = (name: string) => (IDENTIFIER.test(name) || /^(0|[1-9]\d*)$/.test(name) ? name : quote(name))

/** `lead`: what stands before the value on its line (a key), so that the line fits in WIDTH. */
export function jsLiteral(value: unknown, indent = '', lead = 0): string {
  if (value === null) return 'null'
  if (typeof value === 'string') return quote(value)
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  if (Array.isArray(value) || typeof value === 'object') {
    const inner = `${indent}  `
    const entries = Array.isArray(value)
      ? value.map((item) => jsLiteral(item, inner))
      : Object.entries(value as Record<string, unknown>).map(([name, item]) => `${key(name)}: ${jsLiteral(item, inner, key(name).length + 2)}`)
    const [open, close] = Array.isArray(value) ? ['[', ']'] : ['{', '}']
    if (entries.length === 0) return `${open}${close}`
    // short and flat on one line, like a person would write it
    const oneLine = Array.isArray(value) ? `[${entries.join(', ')}]` : `{ ${entries.join(', ')} }`
    // (+ 1: the comma after it)
    if (!oneLine.includes('\n') && indent.length + lead + oneLine.length + 1 <= WIDTH) return oneLine
    return `${open}\n${entries.map((entry) => `${inner}${entry},`).join('\n')}\n${indent}${close}`
  }
  throw new Error(`not plain data: ${typeof value}`)
}
