// The catalogue the app frame needs on every page (es): header, footer, banners, tab titles,
// the home page. Each page adds its own areas (../areas.ts) when it loads.
import { messages as appTexts } from '../app/es'
import { messages as locationsAndSuppliers } from '../locations-and-suppliers/es'
import { messages as auth } from '../auth/es'
import { messages as pageTitles } from '../page-titles/es'
import { messages as notifications } from '../notifications/es'
import { messages as consent } from '../consent/es'
import { messages as contact } from '../contact/es'
import { messages as newsletter } from '../newsletter/es'
import { messages as headerMenu } from '../header-menu/es'

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
