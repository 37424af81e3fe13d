import { fromPromise } from 'xstate'
import { languageBootMachine, type UpdateServerLanguageInput } from '../../../machines/languageBoot.machine'
import { STORAGE_KEYS } from '../../domain/constants'
import { api, unwrap } from '../api/client'
import { writeStored } from './storage'
import { notifyError } from './toaster'

/** The language boot machine bound to the API and the browser. */
export const appLanguageBootMachine = languageBootMachine.provide({
  actors: {
    lookupCountry: fromPromise(() => unwrap(api.GET('/api/country-code'))),
    // Only the status matters: 200 means the session is live (the call answers 501 for now).
    checkSession: fromPromise(async () => (await api.POST('/api/validate-access-token')).response.status),
    updateServerLanguage: fromPromise(({ input }: { input: UpdateServerLanguageInput }) =>
      unwrap(api.POST('/api/update-language', { body: { id: input.userId, language: input.language } })).then(
        () => undefined,
      ),
    ),
  },
  actions: {
    persistLanguage: (_, { language }) => writeStored(STORAGE_KEYS.language, language),
    notifyLanguageChangeFailed: () => notifyError('errors.languageChangeFailed'),
  },
})
