import { ContentPage, type ContentOutline } from '../../components/content-page/ContentPage'
import { loadFaqText } from '../../i18n/content/faq'
import type { FaqMessageId } from '../../i18n/content/ids'

/**
 * The order of the FAQ: one section per topic (spec §1: documents, delivery and pick-up, age,
 * cancellation; then payment, changes, the rental), one headed answer per question — all open,
 * so the table of contents, the browser's find and a screen reader's heading list reach every
 * answer. The text is in src/web/i18n/content/faq.
 */
const pageOutline: ContentOutline<FaqMessageId> = {
  intro: ['faq.intro'],
  contentsLabel: 'faq.contents',
  sections: [
    {
      id: 'documents',
      heading: 'faq.documents.heading',
      blocks: [],
      subsections: [
        {
          id: 'documents-to-bring',
          heading: 'faq.documents.what.q',
          blocks: [
            'faq.documents.what.a',
            {
              list: [
                'faq.documents.what.license',
                'faq.documents.what.id',
                'faq.documents.what.card',
                'faq.documents.what.confirmation',
              ],
            },
          ],
        },
        { id: 'license-upload', heading: 'faq.documents.upload.q', blocks: ['faq.documents.upload.a'] },
        { id: 'foreign-license', heading: 'faq.documents.foreign.q', blocks: ['faq.documents.foreign.a'] },
      ],
    },
    {
      id: 'delivery-and-pick-up',
      heading: 'faq.pickUp.heading',
      blocks: [],
      subsections: [
        { id: 'pick-up-place', heading: 'faq.pickUp.where.q', blocks: ['faq.pickUp.where.a'] },
        { id: 'delivery', heading: 'faq.pickUp.delivery.q', blocks: ['faq.pickUp.delivery.a'] },
        { id: 'one-way', heading: 'faq.pickUp.return.q', blocks: ['faq.pickUp.return.a'] },
        { id: 'late-arrival', heading: 'faq.pickUp.late.q', blocks: ['faq.pickUp.late.a'] },
      ],
    },
    {
      id: 'age',
      heading: 'faq.age.heading',
      blocks: [],
      subsections: [
        { id: 'minimum-age', heading: 'faq.age.minimum.q', blocks: ['faq.age.minimum.a1', 'faq.age.minimum.a2'] },
        { id: 'additional-driver-age', heading: 'faq.age.additional.q', blocks: ['faq.age.additional.a'] },
      ],
    },
    {
      id: 'cancellation',
      heading: 'faq.cancellation.heading',
      blocks: [],
      subsections: [
        { id: 'cancel-booking', heading: 'faq.cancellation.how.q', blocks: ['faq.cancellation.how.a'] },
        { id: 'refunds', heading: 'faq.cancellation.refund.q', blocks: ['faq.cancellation.refund.a'] },
      ],
    },
    {
      id: 'payment',
      heading: 'faq.payment.heading',
      blocks: [],
      subsections: [
        { id: 'ways-to-pay', heading: 'faq.payment.how.q', blocks: ['faq.payment.how.a'] },
        { id: 'card-safety', heading: 'faq.payment.card.q', blocks: ['faq.payment.card.a'] },
        { id: 'currency', heading: 'faq.payment.currency.q', blocks: ['faq.payment.currency.a'] },
        { id: 'deposit', heading: 'faq.payment.deposit.q', blocks: ['faq.payment.deposit.a'] },
      ],
    },
    {
      id: 'changes',
      heading: 'faq.changes.heading',
      blocks: [],
      subsections: [
        { id: 'change-booking', heading: 'faq.changes.how.q', blocks: ['faq.changes.how.a'] },
        { id: 'additional-driver', heading: 'faq.changes.driver.q', blocks: ['faq.changes.driver.a'] },
      ],
    },
    {
      id: 'during-the-rental',
      heading: 'faq.rental.heading',
      blocks: [],
      subsections: [
        {
          id: 'fuel-policy',
          heading: 'faq.rental.fuel.q',
          blocks: [
            'faq.rental.fuel.a',
            {
              list: [
                'faq.rental.fuel.fullToFull',
                'faq.rental.fuel.likeForLike',
                'faq.rental.fuel.freeTank',
                'faq.rental.fuel.fullToEmpty',
              ],
            },
          ],
        },
        { id: 'mileage', heading: 'faq.rental.mileage.q', blocks: ['faq.rental.mileage.a'] },
        { id: 'protection', heading: 'faq.rental.protection.q', blocks: ['faq.rental.protection.a'] },
      ],
    },
    { id: 'more-questions', heading: 'faq.more.heading', blocks: ['faq.more.a'] },
  ],
}

/** `/faq`: the questions renters ask, by topic. */
export default function FaqPage() {
  return <ContentPage title="pageTitle.faq" loadText={loadFaqText} pageOutline={pageOutline} />
}
