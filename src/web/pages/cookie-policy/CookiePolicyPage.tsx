import { ConsentChoice } from '../../app/consent/ConsentChoice'
import { ContentPage, type ContentOutline } from '../../components/content-page/ContentPage'
import type { CookiePolicyMessageId } from '../../i18n/content/ids'
import { loadCookiePolicyText } from '../../i18n/content/cookie-policy'

/** The order of the cookie policy; the text is in src/web/i18n/content/cookie-policy. */
const pageOutline: ContentOutline<CookiePolicyMessageId> = {
  intro: ['cookiePolicy.intro'],
  contentsLabel: 'cookiePolicy.contents',
  sections: [
    { id: 'what', heading: 'cookiePolicy.what.heading', blocks: ['cookiePolicy.what.p1'] },
    {
      id: 'necessary',
      heading: 'cookiePolicy.necessary.heading',
      blocks: [
        'cookiePolicy.necessary.p1',
        {
          list: [
            'cookiePolicy.necessary.item.session',
            'cookiePolicy.necessary.item.user',
            'cookiePolicy.necessary.item.stayConnected',
            'cookiePolicy.necessary.item.checkoutDraft',
          ],
        },
      ],
    },
    {
      id: 'preferences',
      heading: 'cookiePolicy.preferences.heading',
      blocks: [
        'cookiePolicy.preferences.p1',
        {
          list: [
            'cookiePolicy.preferences.item.language',
            'cookiePolicy.preferences.item.currency',
            'cookiePolicy.preferences.item.mode',
            'cookiePolicy.preferences.item.colorScheme',
          ],
        },
      ],
    },
    { id: 'consent-record', heading: 'cookiePolicy.consent.heading', blocks: ['cookiePolicy.consent.p1'] },
    {
      id: 'analytics',
      heading: 'cookiePolicy.analytics.heading',
      blocks: [
        'cookiePolicy.analytics.p1',
        { list: ['cookiePolicy.analytics.item.ga', 'cookiePolicy.analytics.item.gaSession'] },
        'cookiePolicy.analytics.p2',
      ],
    },
    { id: 'changing-your-choice', heading: 'cookiePolicy.choice.heading', blocks: ['cookiePolicy.choice.p1'] },
  ],
}

/**
 * `/cookie-policy`: every cookie and storage key the product sets, then the control that changes
 * the analytics choice (the footer's "Cookie settings" leads to it: #your-choice).
 */
export default function CookiePolicyPage() {
  return (
    <>
      <ContentPage title="pageTitle.cookiePolicy" loadText={loadCookiePolicyText} pageOutline={pageOutline} />
      <ConsentChoice />
    </>
  )
}
