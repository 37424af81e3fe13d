// Model-based test of the spec §4 language choice. @xstate/graph walks the
// machine (actor outcomes given as `xstate.done.actor.<id>` / `xstate.error.actor.<id>`
// events); every path is then replayed on a real actor whose actors are doubles
// that settle as the path says, and we check what a caller can see.
import { createActor, fromPromise, waitFor, type StateValue } from 'xstate'
import { describe, expect, it } from 'vitest'
import { languageBootMachine, type LanguageBootInput } from '../../machines/languageBoot.machine'
import { LANGUAGE_FROM_IP_DEFAULT } from '../../src/domain/constants'
import { done, failure, languageBootPaths, scenarios, type Outcome } from './paths/languageBoot.paths'
import { missingOf } from './support/coverage'
import { machineCoverage, pathsOf } from './support/paths'

/** The spec §4 rules, written out independently of the machine. */
function queryOrStored(input: LanguageBootInput): string | null {
  const supported = ['en', 'fr', 'es']
  const query = new URLSearchParams(input.search).get('l')
  if (query && supported.includes(query)) return query
  if (input.storedLanguage && supported.includes(input.storedLanguage)) return input.storedLanguage
  return null
}

function expectedLanguage(input: LanguageBootInput, outcomes: Outcome[]): string {
  const chosenWithoutLookup = queryOrStored(input)
  if (chosenWithoutLookup) return chosenWithoutLookup
  const lookup = outcomes.find((o) => o.type.endsWith('.lookupCountry'))
  if (input.user === null && input.languageFromIp && lookup?.type.startsWith('xstate.done'))
    return ['FR', 'MA'].includes(String(lookup.output)) ? 'fr' : 'en'
  return 'en'
}

/**
 * Runs the machine with doubles: each actor settles as `outcomes` says, or never
 * (the path stops while it runs). Returns the final snapshot, an ordered log of
 * the side effects seen by the app and the actors started.
 */
async function run(input: LanguageBootInput, outcomes: Outcome[], until?: (value: StateValue) => boolean) {
  const log: string[] = []
  // Actors started (kept apart from `log`: at start-up XState starts invoked
  // children before running entry actions, so their start order says nothing).
  const started: string[] = []
  const settle = (id: string): Promise<unknown> => {
    const outcome = outcomes.find((o) => o.type.endsWith(`.${id}`))
    if (!outcome) return new Promise(() => {})
    return outcome.type.startsWith('xstate.error') ? Promise.reject(new Error(`${id} failed`)) : Promise.resolve(outcome.output)
  }
  const machine = languageBootMachine.provide({
    actors: {
      lookupCountry: fromPromise(async () => {
        started.push('lookupCountry')
        return (await settle('lookupCountry')) as string
      }),
      checkSession: fromPromise(async () => {
        started.push('checkSession')
        const status = (await settle('checkSession').catch((error: unknown) => {
          log.push('checkSession→error')
          throw error
        })) as number
        log.push(`checkSession→${status}`)
        return status
      }),
      updateServerLanguage: fromPromise(async ({ input: { userId, language } }) => {
        started.push('updateServerLanguage')
        log.push(`updateServerLanguage(${userId},${language})`)
        await settle('updateServerLanguage')
      }),
    },
    actions: {
      persistLanguage: (_, { language }) => void log.push(`persistLanguage(${language})`),
      notifyLanguageChangeFailed: (_, { code }) => void log.push(`notify(${code})`),
    },
  })
  const actor = createActor(machine, { input })
  actor.start()
  const snapshot = await waitFor(actor, (s) => (until ? until(s.value) : s.status === 'done'), { timeout: 1000 })
  actor.stop()
  return { snapshot, log, started }
}

const reached = (target: StateValue) => (value: StateValue) => JSON.stringify(value) === JSON.stringify(target)

describe('languageBoot model', () => {
  const paths = pathsOf(languageBootPaths).map(({ start, steps, state }) => ({
    name: start.name,
    input: start.input,
    target: state.value,
    outcomes: steps.map((step) => step.event),
  }))

  it('explores a path for every scenario', () => {
    expect(new Set(paths.map((p) => p.name)).size).toBe(Object.keys(scenarios).length)
  })

  it.each(paths.map((p) => [`${p.name}: ${p.outcomes.map((o) => `${o.type.replace('xstate.', '')}${'output' in o ? `=${String(o.output)}` : ''}`).join(' → ') || 'no actor'} ⇒ ${JSON.stringify(p.target)}`, p] as const))(
    '%s',
    async (_, { input, outcomes, target }) => {
      const { snapshot, log, started } = await run(input, outcomes, reached(target))
      const language = expectedLanguage(input, outcomes)

      if (snapshot.matches('lookingUpCountry')) {
        expect(snapshot.hasTag('languageReady')).toBe(false)
        expect(started).toEqual(['lookupCountry'])
        expect(log).toEqual([])
        return
      }
      expect(snapshot.hasTag('languageReady')).toBe(true)
      expect(snapshot.context.language).toBe(language)
      expect(log.filter((entry) => entry.startsWith('persistLanguage'))).toEqual([`persistLanguage(${language})`])

      // The country is looked up only for a visitor with neither ?l= nor a stored language, setting on.
      expect(started.includes('lookupCountry')).toBe(input.user === null && input.languageFromIp && !queryOrStored(input))

      // The server is touched only for a signed-in user whose language differs…
      const differs = input.user !== null && input.user.language !== language
      expect(started.includes('checkSession')).toBe(differs)
      // …and updated only right after a session check returned 200.
      const update = log.findIndex((entry) => entry.startsWith('updateServerLanguage'))
      if (update >= 0) {
        expect(log[update - 1]).toBe('checkSession→200')
        expect(log[update]).toBe(`updateServerLanguage(${input.user?.id},${language})`)
      } else {
        expect(log).not.toContain('checkSession→200')
      }

      if (snapshot.matches('failed')) {
        expect(log.at(-1)).toBe('notify(LANGUAGE_CHANGE_FAILED)')
        expect(snapshot.context.error).toBe('LANGUAGE_CHANGE_FAILED')
        expect(snapshot.output).toEqual({ language, error: 'LANGUAGE_CHANGE_FAILED' })
      } else {
        expect(log).not.toContain('notify(LANGUAGE_CHANGE_FAILED)')
        expect(snapshot.context.error).toBeNull()
      }
    },
  )

  it('the paths visit every state and take every transition', () => {
    expect(missingOf(machineCoverage([languageBootPaths]))).toEqual([])
  })
})

describe('languageBoot rules of spec §4', () => {
  const visitor = { search: '', storedLanguage: null, user: null, languageFromIp: true } satisfies LanguageBootInput

  it('a supported ?l= language beats the stored one', async () => {
    const { snapshot } = await run({ ...visitor, search: '?l=es', storedLanguage: 'fr' }, [])
    expect(snapshot.context.language).toBe('es')
  })

  it('an unsupported ?l= is ignored', async () => {
    const { snapshot } = await run({ ...visitor, search: '?l=de', storedLanguage: 'fr' }, [])
    expect(snapshot.context.language).toBe('fr')
  })

  it('the stored language beats the IP lookup, which is then not made', async () => {
    const { snapshot, started } = await run({ ...visitor, storedLanguage: 'fr' }, [done('lookupCountry', 'US')])
    expect(snapshot.context.language).toBe('fr')
    expect(started).toEqual([])
  })

  it('a signed-in user never triggers the IP lookup', async () => {
    const user = { id: 'u1', language: 'en' }
    const { snapshot, started } = await run({ ...visitor, user }, [done('lookupCountry', 'FR')])
    expect(snapshot.context.language).toBe('en')
    expect(started).toEqual([])
  })

  it('with the setting at its default (off) there is no lookup', async () => {
    const { snapshot, log, started } = await run({ ...visitor, languageFromIp: LANGUAGE_FROM_IP_DEFAULT }, [
      done('lookupCountry', 'FR'),
    ])
    expect(snapshot.context.language).toBe('en')
    expect(started).toEqual([])
    expect(log).toEqual(['persistLanguage(en)'])
  })

  it.each([
    ['FR', 'fr'],
    ['MA', 'fr'],
    ['US', 'en'],
    ['GB', 'en'],
    ['AU', 'en'],
    ['ES', 'en'],
    ['ZZ', 'en'],
  ])('a visitor from %s gets %s', async (country, language) => {
    const { snapshot, log, started } = await run(visitor, [done('lookupCountry', country)])
    expect(snapshot.context.language).toBe(language)
    expect(started).toEqual(['lookupCountry'])
    expect(log).toEqual([`persistLanguage(${language})`])
  })

  it('a failed lookup falls back to en', async () => {
    const { snapshot } = await run(visitor, [failure('lookupCountry')])
    expect(snapshot.context.language).toBe('en')
  })

  it('a non-200 session check means no server update', async () => {
    const user = { id: 'u1', language: 'en' }
    const { snapshot, log } = await run({ ...visitor, user, storedLanguage: 'fr' }, [done('checkSession', 401)])
    expect(snapshot.value).toBe('done')
    expect(log).toEqual(['persistLanguage(fr)', 'checkSession→401'])
  })

  it('a 200 session check updates the server, and a failed update shows the language-change error', async () => {
    const user = { id: 'u1', language: 'en' }
    const { snapshot, log } = await run({ ...visitor, user, storedLanguage: 'fr' }, [
      done('checkSession', 200),
      failure('updateServerLanguage'),
    ])
    expect(snapshot.value).toBe('failed')
    expect(log).toEqual([
      'persistLanguage(fr)',
      'checkSession→200',
      'updateServerLanguage(u1,fr)',
      'notify(LANGUAGE_CHANGE_FAILED)',
    ])
  })

  it('without provided implementations it ends harmlessly in en without touching the server', async () => {
    const actor = createActor(languageBootMachine, { input: { ...visitor, user: { id: 'u1', language: 'fr' } } }).start()
    const snapshot = await waitFor(actor, (s) => s.status === 'done', { timeout: 1000 })
    expect(snapshot.value).toBe('done')
    expect(snapshot.output).toEqual({ language: 'en', error: null })
  })
})
