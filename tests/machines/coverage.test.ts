// `npm run test:paths` (issue 25): every machine's paths cover its states and transitions, the table
// in docs/machines-coverage.md is today's, and the check itself fails on a transition left out.
import { mkdtemp, readFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { setup, type AnyStateMachine } from 'xstate'
import { describe, expect, it } from 'vitest'
import { machinePathPlans } from './paths/index'
import { appMachines, checkCoverage, coverageDocument, coverageReport } from './support/coverage-report'
import { pathPlan } from './support/paths'

describe('machine path coverage', () => {
  // Generating and replaying every machine's paths takes seconds on a busy machine.
  const report = appMachines('machines').then((machines) => coverageReport(machinePathPlans, machines))

  it('covers every state and transition of every machine of machines/', { timeout: 120_000 }, async () => {
    const { rows, problems } = await report
    expect(problems).toEqual([])
    expect(rows.map((row) => row.machine)).toContain('checkout')
  })

  it('docs/machines-coverage.md is what `npm run test:paths -- --write` writes today', { timeout: 120_000 }, async () => {
    // Stale? Run `npm run test:paths -- --write` and commit docs/machines-coverage.md.
    expect(await readFile(path.resolve('docs/machines-coverage.md'), 'utf8')).toBe(coverageDocument((await report).rows))
  })
})

describe('the coverage check', () => {
  /** A door that can be locked: four transitions. */
  const door = setup({}).createMachine({
    id: 'door',
    initial: 'closed',
    states: {
      closed: { on: { open: 'opened', lock: 'locked' } },
      opened: { on: { close: 'closed' } },
      locked: { on: { unlock: 'closed' } },
    },
  })
  const doorPaths = (events: string[]) =>
    pathPlan({
      machine: door,
      traversal: 'shortest',
      starts: [{ name: 'door' }],
      events: () => events.map((type) => ({ type })),
      serializeState: (snapshot) => JSON.stringify(snapshot.value),
    })

  async function check(events: string[], machines: AnyStateMachine[] = [door]) {
    const document = path.join(await mkdtemp(path.join(tmpdir(), 'paths-')), 'coverage.md')
    // written first, so that only the coverage decides
    await checkCoverage({ plans: [doorPaths(events)], machines, document, write: true })
    return checkCoverage({ plans: [doorPaths(events)], machines, document, write: false })
  }

  it('fails on a machine with one transition its paths leave out, and names it', async () => {
    const { ok, output } = await check(['open', 'close', 'lock'])
    expect(ok).toBe(false)
    expect(output).toContain('| door | 3/3 | 3/4 | 0/0 |')
    expect(output).toContain('door: transition door.locked: unlock → door.closed')
  })

  it('passes once the plan tries that event too', async () => {
    const { ok, output } = await check(['open', 'close', 'lock', 'unlock'])
    expect(ok).toBe(true)
    expect(output).toContain('| door | 3/3 | 4/4 | 0/0 |')
    expect(output).not.toContain('FAILED')
  })

  it('fails on a state never reached, and on a machine without paths', async () => {
    const other = setup({}).createMachine({ id: 'other', initial: 'only', states: { only: {} } })
    const { ok, output } = await check(['open', 'close'], [door, other])
    expect(ok).toBe(false)
    expect(output).toContain('door: state door.locked')
    expect(output).toContain('other: no paths')
  })

  it('fails when the document is stale', async () => {
    const document = path.join(await mkdtemp(path.join(tmpdir(), 'paths-')), 'coverage.md')
    const { ok, output } = await checkCoverage({ plans: [doorPaths(['open', 'close', 'lock', 'unlock'])], machines: [door], document, write: false })
    expect(ok).toBe(false)
    expect(output).toContain(`${document} is stale`)
  })
})
