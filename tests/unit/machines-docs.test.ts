import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { setup } from 'xstate'
import { machinesDocument, mermaidDiagram } from '../../tools/machine-diagram'

describe('machine diagrams (docs/machines.md)', () => {
  it('docs/machines.md is what `npm run machines:docs` writes from the machines today', async () => {
    const written = readFileSync(path.resolve('docs/machines.md'), 'utf8')
    // Stale? Run `npm run machines:docs` and commit docs/machines.md.
    expect(written).toBe(await machinesDocument(path.resolve('machines')))
  })

  it('draws initial and final states, nested states, guards, invoked results and delays', () => {
    const machine = setup({
      guards: { isReady: () => true },
      actors: {},
      delays: { patience: 1000 },
    }).createMachine({
      id: 'sample',
      initial: 'idle',
      states: {
        idle: { on: { 'sample.go': { target: 'busy', guard: 'isReady' } } },
        busy: {
          initial: 'first',
          states: { first: { after: { patience: 'second' } }, second: { type: 'final' } },
          onDone: 'done',
        },
        done: { type: 'final' },
      },
    })
    expect(mermaidDiagram(machine).split('\n')).toEqual([
      'stateDiagram-v2',
      '  [*] --> idle',
      '  state "idle" as idle',
      '  state "busy" as busy',
      '  state busy {',
      '    [*] --> busy_first',
      '    state "first" as busy_first',
      '    state "second" as busy_second',
      '    busy_second --> [*]',
      '    busy_first --> busy_second : after patience',
      '  }',
      '  state "done" as done',
      '  done --> [*]',
      '  idle --> busy : sample.go [isReady]',
      '  busy --> done : done',
    ])
  })
})
