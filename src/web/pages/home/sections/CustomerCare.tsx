import CircleHelp from 'lucide-react/icons/circle-question-mark'
import Headset from 'lucide-react/icons/headset'
import MessageCircle from 'lucide-react/icons/message-circle'
import { FormattedMessage } from 'react-intl'
import { Link } from 'wouter'
import { css } from '../../../../../styled-system/css'
import { appRoutes } from '../../../../domain/routes'
import { FeatureCards, type Feature } from '../FeatureCards'
import { cardGrid, Section } from '../Section'

const moments: Feature[] = [
  { icon: CircleHelp, title: 'home.care.before.title', body: 'home.care.before.body' },
  { icon: Headset, title: 'home.care.during.title', body: 'home.care.during.body' },
  { icon: MessageCircle, title: 'home.care.after.title', body: 'home.care.after.body' },
]

export function CustomerCare() {
  return (
    <Section id="customer-care" title="home.care.title" intro={<FormattedMessage id="home.care.intro" />} tone="surface">
      <FeatureCards features={moments} className={cardGrid.three} />
      <p className={css({ mt: '3' })}>
        <Link href={appRoutes.contact} className={css({ color: 'fg.default', textDecoration: 'underline', fontWeight: 'medium' })}>
          <FormattedMessage id="home.care.contactLink" />
        </Link>
      </p>
    </Section>
  )
}
