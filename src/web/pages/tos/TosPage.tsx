import { ContentPage, type ContentOutline } from '../../components/content-page/ContentPage'
import type { TosMessageId } from '../../i18n/content/ids'
import { loadTosText } from '../../i18n/content/tos'

/** The order of the Terms of Use; the text is in src/web/i18n/content/tos. */
const pageOutline: ContentOutline<TosMessageId> = {
  intro: ['tos.intro'],
  contentsLabel: 'tos.contents',
  sections: [
    { id: 'service', heading: 'tos.service.heading', blocks: ['tos.service.p1', 'tos.service.p2'] },
    { id: 'booking', heading: 'tos.booking.heading', blocks: ['tos.booking.p1', 'tos.booking.p2', 'tos.booking.p3', 'tos.booking.p4'] },
    {
      id: 'drivers',
      heading: 'tos.driver.heading',
      blocks: [
        'tos.driver.p1',
        'tos.driver.p2',
        'tos.driver.p3',
        { list: ['tos.driver.item.license', 'tos.driver.item.id', 'tos.driver.item.card', 'tos.driver.item.confirmation'] },
        'tos.driver.p4',
      ],
    },
    {
      id: 'payment',
      heading: 'tos.payment.heading',
      blocks: [
        'tos.payment.p1',
        { list: ['tos.payment.item.counter', 'tos.payment.item.deposit', 'tos.payment.item.full'] },
        'tos.payment.p2',
        'tos.payment.p3',
      ],
    },
    { id: 'deposit', heading: 'tos.deposit.heading', blocks: ['tos.deposit.p1', 'tos.deposit.p2'] },
    { id: 'cancellation', heading: 'tos.cancellation.heading', blocks: ['tos.cancellation.p1', 'tos.cancellation.p2', 'tos.cancellation.p3'] },
    { id: 'amendments', heading: 'tos.amendments.heading', blocks: ['tos.amendments.p1', 'tos.amendments.p2'] },
    { id: 'account', heading: 'tos.account.heading', blocks: ['tos.account.p1', 'tos.account.p2'] },
    { id: 'liability', heading: 'tos.liability.heading', blocks: ['tos.liability.p1', 'tos.liability.p2', 'tos.liability.p3'] },
    { id: 'governing-terms', heading: 'tos.governing.heading', blocks: ['tos.governing.p1', 'tos.governing.p2'] },
  ],
}

/** `/tos`: the Terms of Use that the checkout and the sign-up ask to accept. */
export default function TosPage() {
  return <ContentPage title="pageTitle.tos" loadText={loadTosText} pageOutline={pageOutline} />
}
