import { ContentPage, type ContentOutline } from '../../components/content-page/ContentPage'
import { loadAboutText } from '../../i18n/content/about'
import type { AboutMessageId } from '../../i18n/content/ids'

/** The order of the about page (short: no table of contents); the text is in src/web/i18n/content/about. */
const pageOutline: ContentOutline<AboutMessageId> = {
  intro: ['about.intro'],
  sections: [
    { id: 'who-we-are', heading: 'about.who.heading', blocks: ['about.who.p1', 'about.who.p2'] },
    {
      id: 'how-it-works',
      heading: 'about.how.heading',
      blocks: [
        'about.how.p1',
        'about.how.steps',
        { list: ['about.how.step.search', 'about.how.step.compare', 'about.how.step.book', 'about.how.step.drive'], ordered: true },
      ],
    },
    { id: 'prices', heading: 'about.prices.heading', blocks: ['about.prices.p1', 'about.prices.p2'] },
    {
      id: 'why-us',
      heading: 'about.why.heading',
      blocks: [
        { list: ['about.why.item.compare', 'about.why.item.prices', 'about.why.item.payment', 'about.why.item.terms', 'about.why.item.privacy'] },
        'about.why.p1',
      ],
    },
  ],
}

/** `/about`: who Keyturn is, how the marketplace works and earns, and why book here. */
export default function AboutPage() {
  return <ContentPage title="pageTitle.about" loadText={loadAboutText} pageOutline={pageOutline} />
}
