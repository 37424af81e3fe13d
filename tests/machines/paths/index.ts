// Every machine's path plans: what `npm run test:paths` generates, replays and counts. A machine
// of machines/ missing here fails the command.
import type { AnyPathPlan } from '../support/paths'
import { bookingPagePaths } from './bookingPage.paths'
import { bookingStatusPaths } from './bookingStatus.paths'
import { bookingsListPaths } from './bookingsList.paths'
import { checkoutPaths } from './checkout.paths'
import { confirmationPaths } from './confirmation.paths'
import { languageBootPaths } from './languageBoot.paths'
import { locationSearchPaths } from './locationSearch.paths'
import { notificationsPaths } from './notifications.paths'
import { paymentScriptPaths } from './paymentScript.paths'
import { searchPaths } from './search.paths'
import { sessionPaths } from './session.paths'
import { signInPaths } from './signIn.paths'

export const machinePathPlans: readonly AnyPathPlan[] = [
  bookingPagePaths,
  ...bookingStatusPaths,
  bookingsListPaths,
  checkoutPaths,
  confirmationPaths,
  languageBootPaths,
  locationSearchPaths,
  notificationsPaths,
  paymentScriptPaths,
  searchPaths,
  sessionPaths,
  signInPaths,
]
