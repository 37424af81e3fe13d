import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'

/**
 * Which catalogue ids a part of the SPA can show: the ids written in its modules (as string
 * literals, or as the fixed start of a template literal such as `searchResults.sort.${key}`),
 * over the modules it imports. Used to check that each page's catalogue areas cover its texts.
 */

interface ParsedModule {
  imports: { specifier: string; dynamic: boolean }[]
  /** Whole strings, and the fixed starts of template literals or of `'prefix.' + key`. */
  strings: string[]
  prefixes: string[]
}

const parsed = new Map<string, ParsedModule>()

function parseModule(file: string): ParsedModule {
  const cached = parsed.get(file)
  if (cached) return cached
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true)
  const result: ParsedModule = { imports: [], strings: [], prefixes: [] }
  const visit = (node: ts.Node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      const typeOnly = ts.isImportDeclaration(node) ? node.importClause?.isTypeOnly : node.isTypeOnly
      if (!typeOnly) result.imports.push({ specifier: node.moduleSpecifier.text, dynamic: false })
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [argument] = node.arguments
      if (argument && ts.isStringLiteral(argument)) result.imports.push({ specifier: argument.text, dynamic: true })
    } else if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      result.strings.push(node.text)
      if (node.text.endsWith('.')) result.prefixes.push(node.text)
    } else if (ts.isTemplateHead(node) && node.text.length > 0) {
      result.prefixes.push(node.text)
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  parsed.set(file, result)
  return result
}

function resolveModule(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null
  const base = path.resolve(path.dirname(from), specifier)
  for (const candidate of [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx'), base]) {
    if (/\.tsx?$/.test(candidate) && existsSync(candidate)) return candidate
  }
  return null
}

/** The module and every module it imports (statically or lazily), except those `skip` refuses. */
export function moduleGraph(entry: string, skip: (file: string, dynamic: boolean) => boolean): Set<string> {
  const seen = new Set<string>()
  const visit = (file: string) => {
    if (seen.has(file)) return
    seen.add(file)
    for (const { specifier, dynamic } of parseModule(file).imports) {
      const target = resolveModule(file, specifier)
      if (target && !skip(target, dynamic)) visit(target)
    }
  }
  visit(entry)
  return seen
}

/** The ids among `ids` that the given modules may show. */
export function idsUsed(files: Iterable<string>, ids: readonly string[]): Set<string> {
  const known = new Set(ids)
  const used = new Set<string>()
  for (const file of files) {
    const { strings, prefixes } = parseModule(file)
    for (const text of strings) if (known.has(text)) used.add(text)
    for (const prefix of prefixes) if (prefix.includes('.')) for (const id of ids) if (id.startsWith(prefix)) used.add(id)
  }
  return used
}
