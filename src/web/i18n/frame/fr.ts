// The catalogue the app frame needs on every page (fr): header, footer, banners, tab titles,
// the home page. Each page adds its own areas (../areas.ts) when it loads.
import { messages as appTexts } from '../app/fr'
import { messages as locationsAndSuppliers } from '../locations-and-suppliers/fr'
import { messages as auth } from '../auth/fr'
import { messages as pageTitles } from '../page-titles/fr'
import { messages as notifications } from '../notifications/fr'
import { messages as consent } from '../consent/fr'
import { messages as contact } from '../contact/fr'
import { messages as newsletter } from '../newsletter/fr'
import { messages as headerMenu } from '../header-menu/fr'

export const messages = {
  ...appTexts,
  ...locationsAndSuppliers,
  ...auth,
  ...pageTitles,
  ...notifications,
  ...consent,
  ...contact,
  ...newsletter,
  ...headerMenu,
}
