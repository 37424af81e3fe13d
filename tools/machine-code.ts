// A machine's definition as the code Stately's editor imports (Import from code: a `createMachine({ … })`
// call whose config is plain data). Read from the machine itself (its state nodes), so the file cannot
// drift from it (tests/unit/machines-viz.test.ts). Guards, actions, actors and delays keep their names
// only: the file imports, and evaluates with xstate's createMachine, without the app's code.
import { readdir } from 'node:fs/promises'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { AnyStateMachine, AnyStateNode } from 'xstate'
import { jsLiteral } from './js-literal.js'

type Config = Record<string, unknown>
type Transition = { eventType: string; target?: readonly AnyStateNode[]; guard?: unknown; actions?: readonly unknown[]; reenter?: boolean; description?: string }
type Named = ((...args: never[]) => unknown) & Record<string, unknown>

const isPlainData = (value: unknown): boolean => {
  if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) return true
  if (Array.isArray(value)) return value.every(isPlainData)
  if (typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) return Object.values(value).every(isPlainData)
  return false
}

const eventTypeOf = (event: unknown): string | null =>
  typeof event === 'object' && event !== null && 'type' in event && typeof event.type === 'string' ? event.type : null

/** An action's name: its own, or for xstate's built-in actions and inline functions a readable one. */
export function actionName(action: unknown): string {
  if (typeof action === 'string') return action
  if (typeof action === 'object' && action !== null && 'type' in action) return String(action.type)
  if (typeof action !== 'function') return 'action'
  const fn = action as Named
  const ref = (value: unknown) => (typeof value === 'string' ? value : null)
  switch (fn.type) {
    case 'xstate.assign': {
      const keys = typeof fn.assignment === 'object' && fn.assignment !== null ? Object.keys(fn.assignment) : []
      return keys.length > 0 ? `assign(${keys.join(', ')})` : 'assign'
    }
    case 'xstate.spawnChild': return `spawnChild(${ref(fn.src) ?? ref(fn.id) ?? ''})`
    case 'xstate.stopChild': return `stopChild(${ref(fn.actorRef) ?? ''})`
    case 'xstate.raise': return `raise(${eventTypeOf(fn.event) ?? ''})`
    case 'xstate.sendTo': return `sendTo(${ref(fn.to) ?? ''})`
    case 'xstate.emit': return `emit(${eventTypeOf(fn.event) ?? ''})`
    case 'xstate.cancel': return `cancel(${ref(fn.sendId) ?? ''})`
    case 'xstate.log': return 'log'
    case 'xstate.enqueueActions': return 'enqueueActions'
  }
  // an arrow function in the config takes its property's name (entry, exit, actions): say inline
  return fn.name && !['entry', 'exit', 'actions'].includes(fn.name) ? fn.name : 'inline action'
}

/** A guard as the editor reads it: a name, or `{ type, params }` when the params are plain data. */
export function guardConfig(guard: unknown): unknown {
  if (typeof guard === 'string') return guard
  if (typeof guard === 'object' && guard !== null && 'type' in guard) {
    const params = 'params' in guard ? guard.params : undefined
    return params !== undefined && isPlainData(params) ? { type: guard.type, params } : String(guard.type)
  }
  if (typeof guard === 'function') {
    const fn = guard as Named
    // and([…]), or([…]), not(…): xstate's higher-order guards keep their parts
    if (Array.isArray(fn.guards)) return `${fn.name}(${fn.guards.map((part) => guardName(part)).join(', ')})`
    if (fn.name === 'stateIn') return `stateIn(${JSON.stringify(fn.stateValue)})`
    return fn.name && fn.name !== 'guard' ? fn.name : 'inline guard'
  }
  return 'guard'
}

export const guardName = (guard: unknown): string => {
  const config = guardConfig(guard)
  return typeof config === 'string' ? config : String((config as { type: string }).type)
}

/** The actions the machine adds for its own `after` timers (started on entry, cancelled on exit). */
const isTimerAction = (action: unknown) => /^(raise|cancel)\(xstate\.after\./.test(actionName(action))

const actionsOf = (actions: readonly unknown[] | undefined) => (actions ?? []).filter((action) => !isTimerAction(action)).map(actionName)

/** A target as short as xstate reads it: a sibling's key, `.child`, or `#id`. */
function targetOf(source: AnyStateNode, target: AnyStateNode): string {
  if (target.parent && target.parent === source.parent) return target.key
  if (target.parent === source) return `.${target.key}`
  return `#${target.id}`
}

function transitionConfig(source: AnyStateNode, transition: Transition): Config {
  const config: Config = {}
  const targets = (transition.target ?? []).map((target) => targetOf(source, target))
  if (targets.length > 0) config.target = targets.length === 1 ? targets[0] : targets
  if (transition.guard) config.guard = guardConfig(transition.guard)
  const actions = actionsOf(transition.actions)
  if (actions.length > 0) config.actions = actions.length === 1 ? actions[0] : actions
  if (transition.reenter) config.reenter = true
  if (transition.description) config.description = transition.description
  return config
}

const transitionsConfig = (source: AnyStateNode, transitions: Transition[]) => {
  const configs = transitions.map((transition) => transitionConfig(source, transition))
  return configs.length === 1 ? configs[0] : configs
}

function stateConfig(node: AnyStateNode, isRoot: boolean): Config {
  const own = node.config as Config
  const config: Config = {}
  // a state's own id is kept (targets name it); the others are xstate's, `<machine>.<path>`
  if (isRoot || typeof own.id === 'string') config.id = node.id
  if (node.type === 'parallel' || node.type === 'final' || node.type === 'history') config.type = node.type
  if (node.type === 'history' && own.history) config.history = own.history
  if (node.type === 'history' && own.target) config.target = own.target
  if (typeof own.initial === 'string') config.initial = own.initial
  if (isRoot && isPlainData(own.context)) config.context = own.context
  if (node.description) config.description = node.description
  if (node.tags.length > 0) config.tags = [...node.tags]
  const entry = actionsOf(node.entry)
  if (entry.length > 0) config.entry = entry.length === 1 ? entry[0] : entry

  const remaining = new Map<string, Transition[]>()
  for (const [eventType, list] of node.transitions) remaining.set(eventType, [...(list as Transition[])])
  const take = (eventType: string) => {
    const list = remaining.get(eventType)
    remaining.delete(eventType)
    return list && list.length > 0 ? transitionsConfig(node, list) : undefined
  }

  const invokes = node.invoke.map((invoke, index) => {
    const ownInvoke = ([] as Config[]).concat((own.invoke as Config | Config[] | undefined) ?? [])[index] ?? {}
    const invokeConfig: Config = {}
    // without an id of its own, xstate names it from the state and its place, as it will again
    if (typeof ownInvoke.id === 'string') invokeConfig.id = invoke.id
    // an actor given inline (not by name) has the name xstate gives it
    invokeConfig.src = invoke.src
    const onDone = take(`xstate.done.actor.${invoke.id}`)
    if (onDone) invokeConfig.onDone = onDone
    const onError = take(`xstate.error.actor.${invoke.id}`)
    if (onError) invokeConfig.onError = onError
    const onSnapshot = take(`xstate.snapshot.${invoke.id}`)
    if (onSnapshot) invokeConfig.onSnapshot = onSnapshot
    return invokeConfig
  })
  if (invokes.length > 0) config.invoke = invokes.length === 1 ? invokes[0] : invokes

  const after: Config = {}
  for (const delayed of node.after as Array<{ delay: unknown; eventType: string }>) {
    const transitions = take(delayed.eventType)
    if (transitions) after[String(delayed.delay)] = transitions
  }
  if (Object.keys(after).length > 0) config.after = after
  const always = (node.always ?? []) as Transition[]
  if (always.length > 0) config.always = transitionsConfig(node, always)
  const onDone = take(`xstate.done.state.${node.id}`)
  if (onDone) config.onDone = onDone

  const on: Config = {}
  for (const [eventType, list] of remaining) if (list.length > 0) on[eventType] = transitionsConfig(node, list)
  if (Object.keys(on).length > 0) config.on = on

  const exit = actionsOf(node.exit)
  if (exit.length > 0) config.exit = exit.length === 1 ? exit[0] : exit
  const children = Object.values(node.states) as AnyStateNode[]
  if (children.length > 0) config.states = Object.fromEntries(children.map((child) => [child.key, stateConfig(child, false)]))
  return config
}

/** The machine's config as plain data: what `createMachine` needs to draw and step through it. */
export function machineConfig(machine: AnyStateMachine): Config {
  return stateConfig(machine.root, true)
}

/** One machine as an importable module: `export const <name> = createMachine({ … })`. */
export function machineModule(machine: AnyStateMachine, exportName: string, sourceFile: string): string {
  return [
    `// The machine of ${sourceFile} as Stately's editor imports it (README.md):`,
    '// states, transitions, and guards, actions, actors and delays by name only.',
    '// Generated by `npm run machines:viz` from the machine itself; do not edit.',
    "import { createMachine } from 'xstate'",
    '',
    `export const ${exportName} = createMachine(${jsLiteral(machineConfig(machine))})`,
    '',
  ].join('\n')
}

const isMachine = (value: unknown): value is AnyStateMachine =>
  typeof value === 'object' && value !== null && 'root' in value && 'definition' in value && 'transition' in value

/** docs/machines/<name>.machine.js for every machine exported by machines/<name>.machine.ts. */
export async function machineModules(machinesDir: string): Promise<Map<string, string>> {
  const files = (await readdir(machinesDir)).filter((file) => file.endsWith('.machine.ts')).sort()
  const modules = new Map<string, string>()
  for (const file of files) {
    const module = (await import(pathToFileURL(path.join(machinesDir, file)).href)) as Record<string, unknown>
    const machines = Object.entries(module).filter((entry): entry is [string, AnyStateMachine] => isMachine(entry[1]))
    if (machines.length !== 1) throw new Error(`machines/${file}: one machine a file (found ${machines.length})`)
    const [exportName, machine] = machines[0]!
    modules.set(file.replace(/\.ts$/, '.js'), machineModule(machine, exportName, `machines/${file}`))
  }
  return modules
}
