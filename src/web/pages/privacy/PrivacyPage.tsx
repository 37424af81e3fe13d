import { ContentPage, type ContentOutline } from '../../components/content-page/ContentPage'
import type { PrivacyMessageId } from '../../i18n/content/ids'
import { loadPrivacyText } from '../../i18n/content/privacy'

/** The order of the privacy policy; the text is in src/web/i18n/content/privacy. */
const pageOutline: ContentOutline<PrivacyMessageId> = {
  intro: ['privacy.intro'],
  contentsLabel: 'privacy.contents',
  sections: [
    { id: 'controller', heading: 'privacy.controller.heading', blocks: ['privacy.controller.p1'] },
    {
      id: 'data-we-keep',
      heading: 'privacy.data.heading',
      blocks: [
        'privacy.data.p1',
        {
          list: [
            'privacy.data.item.account',
            'privacy.data.item.bookings',
            'privacy.data.item.license',
            'privacy.data.item.payments',
            'privacy.data.item.technical',
          ],
        },
      ],
    },
    {
      id: 'purposes',
      heading: 'privacy.purposes.heading',
      blocks: [
        'privacy.purposes.p1',
        {
          list: [
            'privacy.purposes.item.contract',
            'privacy.purposes.item.account',
            'privacy.purposes.item.security',
            'privacy.purposes.item.law',
          ],
        },
        'privacy.purposes.p2',
      ],
    },
    {
      id: 'retention',
      heading: 'privacy.retention.heading',
      blocks: [
        {
          list: [
            'privacy.retention.item.account',
            'privacy.retention.item.bookings',
            'privacy.retention.item.license',
            'privacy.retention.item.technical',
          ],
        },
      ],
    },
    {
      id: 'recipients',
      heading: 'privacy.recipients.heading',
      blocks: [
        'privacy.recipients.p1',
        {
          list: [
            'privacy.recipients.item.supplier',
            'privacy.recipients.item.payment',
            'privacy.recipients.item.email',
            'privacy.recipients.item.protection',
          ],
        },
        'privacy.recipients.p2',
      ],
    },
    { id: 'your-rights', heading: 'privacy.rights.heading', blocks: ['privacy.rights.p1', 'privacy.rights.p2'] },
    { id: 'children', heading: 'privacy.children.heading', blocks: ['privacy.children.p1'] },
    { id: 'browser-storage', heading: 'privacy.browser.heading', blocks: ['privacy.browser.p1'] },
    { id: 'changes', heading: 'privacy.changes.heading', blocks: ['privacy.changes.p1'] },
  ],
}

/** `/privacy`: what personal data Keyturn keeps, why, how long, who receives it, and your rights. */
export default function PrivacyPage() {
  return <ContentPage title="pageTitle.privacy" loadText={loadPrivacyText} pageOutline={pageOutline} />
}
