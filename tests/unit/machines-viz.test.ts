// docs/machines/*.machine.js: each machine as the code Stately's editor imports (`npm run machines:viz`).
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { runInThisContext } from 'node:vm'
import { describe, expect, it } from 'vitest'
import { and, assign, createMachine, fromPromise, setup, type AnyStateMachine, type AnyStateNode } from 'xstate'
import { jsLiteral } from '../../tools/js-literal'
import { actionName, guardName, machineConfig, machineModules } from '../../tools/machine-code'

const docsDir = path.resolve('docs/machines')

/** What a machine is made of, by name: its states and every transition, with guards, actions and actors. */
function shape(machine: AnyStateMachine): string[] {
  const lines: string[] = []
  const ids = (nodes: readonly AnyStateNode[] | undefined) => (nodes ?? []).map((node) => node.id).join(', ')
  type Transition = { target?: readonly AnyStateNode[]; guard?: unknown; actions: readonly unknown[]; reenter: boolean }
  const transition = (eventType: string, { target, guard, actions, reenter }: Transition) =>
    `  ${eventType || 'always'} -> ${ids(target)}${guard ? ` [${guardName(guard)}]` : ''}${reenter ? ' reenter' : ''} / ${actions.map(actionName).join(', ')}`
  const visit = (node: AnyStateNode) => {
    lines.push(`${node.id} ${node.type}${node.history ? ` ${node.history}` : ''} initial ${ids(node.initial?.target)} tags ${node.tags.join(', ')}`)
    lines.push(`  entry ${node.entry.map(actionName).join(', ')}`, `  exit ${node.exit.map(actionName).join(', ')}`)
    for (const invoke of node.invoke) lines.push(`  invoke ${invoke.id} ${typeof invoke.src === 'string' ? invoke.src : 'inline logic'}`)
    for (const [eventType, list] of node.transitions) for (const each of list) lines.push(transition(eventType, each as Transition))
    for (const each of node.always ?? []) lines.push(transition('', each as Transition))
    for (const child of Object.values(node.states)) visit(child)
  }
  visit(machine.root)
  return lines
}

/** Plain data all through: nothing that needs the app's code (a function) to import. */
const functionsIn = (value: unknown, at = 'config'): string[] => {
  if (typeof value === 'function') return [at]
  if (typeof value !== 'object' || value === null) return []
  return Object.entries(value).flatMap(([key, item]) => functionsIn(item, `${at}.${key}`))
}

describe('machines as Stately imports them (docs/machines/)', () => {
  it('docs/machines/ holds what `npm run machines:viz` writes from the machines today', async () => {
    const modules = await machineModules(path.resolve('machines'))
    // Stale? Run `npm run machines:viz` and commit docs/machines/.
    expect(readdirSync(docsDir).filter((file) => file.endsWith('.machine.js')).sort()).toEqual([...modules.keys()].sort())
    for (const [file, text] of modules) expect(readFileSync(path.join(docsDir, file), 'utf8'), file).toBe(text)
  })

  it('each file is one createMachine of plain data that re-creates its machine: states, transitions, guards, actions, actors', async () => {
    const files = readdirSync(docsDir).filter((file) => file.endsWith('.machine.js'))
    expect(files).toHaveLength(12)
    for (const file of files) {
      const text = readFileSync(path.join(docsDir, file), 'utf8')
      // Stately's importer looks for createMachine calls: one a file, its config a literal
      expect(text.match(/createMachine\(/g), file).toHaveLength(1)
      const source = (await import(pathToFileURL(path.resolve('machines', file.replace(/\.js$/, '.ts'))).href)) as Record<string, unknown>
      const written = (await import(pathToFileURL(path.join(docsDir, file)).href)) as Record<string, AnyStateMachine>
      const [name, recreated] = Object.entries(written)[0]!
      expect(functionsIn(recreated.config), file).toEqual([])
      expect(shape(recreated), file).toEqual(shape(source[name] as AnyStateMachine))
    }
  })

  it('keeps timers, eventless and done transitions, invoked results, parallel and history states, ids and params in their places', () => {
    const machine = setup({
      guards: { ready: () => true, allowed: () => true, meets: (_, _params: { needs: string[] }) => true },
      actions: { note: () => {} },
      actors: { work: fromPromise(async () => {}) },
      delays: { patience: 500 },
    }).createMachine({
      id: 'sample',
      initial: 'idle',
      context: { count: 0 },
      states: {
        idle: {
          after: { 1000: 'busy', patience: { target: 'busy', actions: 'note' } },
          on: {
            'sample.go': [
              { target: 'busy', guard: and(['ready', 'allowed']) },
              { guard: { type: 'meets', params: { needs: ['licence'] } }, actions: assign({ count: ({ context }) => context.count + 1 }) },
            ],
          },
        },
        busy: {
          type: 'parallel',
          invoke: { id: 'work', src: 'work', onDone: '#sample.done', onError: { target: 'idle', reenter: true } },
          states: {
            left: { initial: 'a', states: { a: { always: { target: 'b', guard: ({ context }) => context.count > 1 } }, b: { type: 'final' } } },
            right: { initial: 'c', states: { c: { id: 'customC' }, memory: { type: 'history', history: 'deep' } } },
          },
          onDone: 'done',
        },
        done: { type: 'final', entry: 'note' },
      },
    })
    const config = machineConfig(machine)
    expect(functionsIn(config)).toEqual([])
    expect(shape(createMachine(config as never))).toEqual(shape(machine))
    // and the printed literal reads back as the same data
    expect(runInThisContext(`(${jsLiteral(config)})`)).toEqual(config)
    expect(config).toMatchObject({
      context: { count: 0 },
      states: {
        idle: {
          after: { 1000: { target: 'busy' }, patience: { target: 'busy', actions: 'note' } },
          on: { 'sample.go': [{ target: 'busy', guard: 'and(ready, allowed)' }, { guard: { type: 'meets', params: { needs: ['licence'] } }, actions: 'assign(count)' }] },
        },
        busy: {
          type: 'parallel',
          invoke: { id: 'work', src: 'work', onDone: { target: 'done' }, onError: { target: 'idle', reenter: true } },
          onDone: { target: 'done' },
          states: { left: { states: { a: { always: { target: 'b', guard: 'inline guard' } } } }, right: { states: { c: { id: 'customC' }, memory: { type: 'history', history: 'deep' } } } },
        },
        done: { type: 'final', entry: 'note' },
      },
    })
  })
})
