// Mermaid state diagrams of the XState machines (machines/*.machine.ts), for docs/machines.md.
// Read from the machine definitions themselves, so a diagram cannot drift from its machine
// (tests/unit/machines-docs.test.ts fails when docs/machines.md is not regenerated).
import { readdir } from 'node:fs/promises'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { AnyStateMachine, AnyStateNode } from 'xstate'

type Transition = { eventType: string; target?: readonly AnyStateNode[]; guard?: unknown }

const isMachine = (value: unknown): value is AnyStateMachine =>
  typeof value === 'object' && value !== null && 'root' in value && 'definition' in value && 'transition' in value

/** A Mermaid id: the state's path under the root, unique in its diagram. */
const idOf = (node: AnyStateNode) => (node.path.length === 0 ? 'root' : node.path.join('_').replace(/[^A-Za-z0-9_]/g, '_'))

const guardName = (guard: unknown): string | null => {
  if (!guard) return null
  if (typeof guard === 'string') return guard
  if (typeof guard === 'function') return guard.name || 'guard'
  if (typeof guard === 'object' && 'type' in guard && typeof guard.type === 'string') return guard.type
  return 'guard'
}

/** Readable event names: invoked actors' results, delays and eventless transitions. */
function eventLabel(eventType: string): string {
  const done = /^xstate\.done\.actor\.(.+)$/.exec(eventType)
  if (done) return `done ${done[1]}`
  const error = /^xstate\.error\.actor\.(.+)$/.exec(eventType)
  if (error) return `error ${error[1]}`
  // A compound state's onDone: its final child was reached.
  if (eventType.startsWith('xstate.done.state.')) return 'done'
  const after = /^xstate\.after\.([^.]+)\./.exec(eventType)
  if (after) return `after ${after[1]}`
  if (eventType === '') return 'always'
  return eventType
}

// Mermaid reads ':' and ';' in a label as syntax.
const safeLabel = (text: string) => text.replace(/[:;]/g, ' ').replace(/\s+/g, ' ').trim()

function ancestors(node: AnyStateNode): AnyStateNode[] {
  const chain: AnyStateNode[] = []
  for (let current: AnyStateNode | undefined = node; current; current = current.parent) chain.unshift(current)
  return chain
}

/** The deepest state holding both ends of a transition: its block is where Mermaid draws it. */
function commonAncestor(a: AnyStateNode, b: AnyStateNode): AnyStateNode {
  const [left, right] = [ancestors(a), ancestors(b)]
  let shared = left[0]!
  for (let index = 0; index < Math.min(left.length, right.length) && left[index] === right[index]; index++) shared = left[index]!
  // A transition from a composite state to its own child is drawn in the composite's parent.
  return shared === a || shared === b ? (shared.parent ?? shared) : shared
}

function transitionsOf(node: AnyStateNode): Transition[] {
  const all: Transition[] = []
  for (const list of node.transitions.values()) all.push(...(list as Transition[]))
  for (const transition of (node.always ?? []) as Transition[]) all.push({ ...transition, eventType: '' })
  return all
}

function collectEdges(node: AnyStateNode, edges: Map<AnyStateNode, string[]>): void {
  for (const transition of transitionsOf(node)) {
    for (const target of transition.target ?? []) {
      const guard = guardName(transition.guard)
      const label = safeLabel(`${eventLabel(transition.eventType)}${guard ? ` [${guard}]` : ''}`)
      const scope = commonAncestor(node, target)
      const lines = edges.get(scope) ?? []
      lines.push(`${idOf(node)} --> ${idOf(target)} : ${label}`)
      edges.set(scope, lines)
    }
  }
  for (const child of Object.values(node.states) as AnyStateNode[]) collectEdges(child, edges)
}

function block(node: AnyStateNode, edges: Map<AnyStateNode, string[]>, indent: string): string[] {
  const lines: string[] = []
  const children = Object.values(node.states) as AnyStateNode[]
  if (node.type === 'parallel') {
    children.forEach((region, index) => {
      if (index > 0) lines.push(`${indent}--`)
      lines.push(...stateLines(region, edges, indent))
    })
  } else {
    const initial = (node.initial?.target ?? []) as AnyStateNode[]
    for (const target of initial) lines.push(`${indent}[*] --> ${idOf(target)}`)
    for (const child of children) lines.push(...stateLines(child, edges, indent))
  }
  for (const child of children) if (child.type === 'final') lines.push(`${indent}${idOf(child)} --> [*]`)
  for (const edge of edges.get(node) ?? []) lines.push(`${indent}${edge}`)
  return lines
}

function stateLines(node: AnyStateNode, edges: Map<AnyStateNode, string[]>, indent: string): string[] {
  const id = idOf(node)
  const name = node.key
  if (Object.keys(node.states).length === 0) return [`${indent}state "${name}" as ${id}`]
  return [`${indent}state "${name}" as ${id}`, `${indent}state ${id} {`, ...block(node, edges, `${indent}  `), `${indent}}`]
}

/** One machine as a Mermaid `stateDiagram-v2`. */
export function mermaidDiagram(machine: AnyStateMachine): string {
  const edges = new Map<AnyStateNode, string[]>()
  collectEdges(machine.root, edges)
  return ['stateDiagram-v2', ...block(machine.root, edges, '  ')].join('\n')
}

/** docs/machines.md: every machine exported by machines/*.machine.ts, in file order. */
export async function machinesDocument(machinesDir: string): Promise<string> {
  const files = (await readdir(machinesDir)).filter((file) => file.endsWith('.machine.ts')).sort()
  const sections: string[] = []
  for (const file of files) {
    const module = (await import(pathToFileURL(path.join(machinesDir, file)).href)) as Record<string, unknown>
    for (const [name, value] of Object.entries(module).sort(([a], [b]) => a.localeCompare(b))) {
      if (!isMachine(value)) continue
      sections.push(`## ${value.id} (\`${name}\`, machines/${file})\n\n\`\`\`mermaid\n${mermaidDiagram(value)}\n\`\`\``)
    }
  }
  return [
    '# State machines',
    '',
    'Generated by `npm run machines:docs` from the machine definitions in `machines/`; do not edit by hand',
    '(a test fails when this file is stale). Each diagram shows the states, the initial state, and every',
    'transition with its event and guard: `done x` / `error x` are the results of the invoked actor `x`,',
    '`after d` a delay, `always` an eventless transition. To watch a flow live, run `npm run dev` and add',
    '`?inspect` to the page address: the Stately inspector opens and follows the machines of that page.',
    'To open a machine in Stately\'s editor, import its file from `docs/machines/` (README.md).',
    '',
    ...sections.flatMap((section) => [section, '']),
  ].join('\n')
}
