import { parse as parseMessage } from '@formatjs/icu-messageformat-parser'
import MagicString from 'magic-string'
import type { Plugin } from 'vite'

/**
 * A Vite build plugin: the SPA's catalogues ship as react-intl's pre-parsed messages (ICU syntax
 * trees), so the browser never parses a message and the ICU parser (about 8 KiB gzip with its
 * skeleton parser) is replaced by formatjs's parser-less build. Only the production build does
 * this; the dev server and the tests keep the plain strings and the full parser.
 *
 * A catalogue is `src/web/i18n/<…>/{en,fr,es}.ts`, whose exported object (`messages`, or the
 * language's name for the whole catalogue) maps ids to message strings. A value that is not a
 * plain string fails the build: shipped unparsed, it would throw in the browser.
 */

/** Catalogue modules: every en/fr/es.ts under src/web/i18n except the meta descriptions (plain text for <meta>). */
export const CATALOGUE_FILE = /\/src\/web\/i18n\/(?!meta-descriptions\/)(?:[^/]+\/)*(en|fr|es)\.ts$/

const CATALOGUE_EXPORTS = new Set(['messages', 'en', 'fr', 'es'])

interface Node {
  type: string
  start: number
  end: number
  [key: string]: unknown
}

/** The string a catalogue value stands for, or null when it is not a plain string. */
function plainString(node: Node): string | null {
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value
  if (node.type === 'TemplateLiteral' && (node.expressions as Node[]).length === 0) {
    return ((node.quasis as Node[])[0]!.value as { cooked: string }).cooked
  }
  return null
}

/** The catalogue objects a module exports (`export const messages = { … }`). */
function exportedCatalogues(program: Node): Node[] {
  const objects: Node[] = []
  for (const statement of program.body as Node[]) {
    const declaration = statement.type === 'ExportNamedDeclaration' ? (statement.declaration as Node | null) : null
    if (declaration?.type !== 'VariableDeclaration') continue
    for (const declarator of declaration.declarations as Node[]) {
      const name = (declarator.id as Node).name as string
      let init = declarator.init as Node | null
      // `{ … } satisfies Messages` and `as const` are gone after TypeScript is stripped; unwrap defensively.
      while (init && (init.type === 'TSSatisfiesExpression' || init.type === 'TSAsExpression')) init = init.expression as Node
      if (CATALOGUE_EXPORTS.has(name) && init?.type === 'ObjectExpression') objects.push(init)
    }
  }
  return objects
}

/** The module's code with each message string replaced by its syntax tree (JSON). */
export function precompileCatalogue(code: string, program: Node, language: string, file: string): MagicString {
  const output = new MagicString(code)
  for (const object of exportedCatalogues(program)) {
    for (const property of object.properties as Node[]) {
      if (property.type === 'SpreadElement') continue
      const value = property.value as Node
      const text = plainString(value)
      if (text === null) {
        throw new Error(`${file}: a catalogue value must be a plain string (at ${code.slice(property.start, property.end).slice(0, 80)})`)
      }
      const tree = parseMessage(text, { locale: new Intl.Locale(language) })
      output.overwrite(value.start, value.end, JSON.stringify(tree))
    }
  }
  return output
}

export function precompiledMessages(): Plugin {
  return {
    name: 'keyturn:precompiled-messages',
    apply: 'build',
    // After TypeScript is stripped, so the module parses as JavaScript.
    enforce: 'post',
    config: () => ({
      resolve: {
        alias: [
          {
            find: /^@formatjs\/icu-messageformat-parser$/,
            replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
          },
        ],
      },
    }),
    transform(code, id) {
      const match = CATALOGUE_FILE.exec(id.split('?')[0]!)
      if (!match) return null
      const program = this.parse(code) as unknown as Node
      const output = precompileCatalogue(code, program, match[1]!, id)
      return { code: output.toString(), map: output.generateMap({ hires: true }) }
    },
  }
}
