// The catalogue the app frame needs on every page (en): header, footer, banners, tab titles,
// the home page. Each page adds its own areas (../areas.ts) when it loads.
import { messages as appTexts } from '../app/en'
import { messages as locationsAndSuppliers } from '../locations-and-suppliers/en'
import { messages as auth } from '../auth/en'
import { messages as pageTitles } from '../page-titles/en'
import { messages as notifications } from '../notifications/en'
import { messages as consent } from '../consent/en'
import { messages as contact } from '../contact/en'
import { messages as newsletter } from '../newsletter/en'
import { messages as headerMenu } from '../header-menu/en'

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
