import { CircleHelp, Headset, MessageCircle } from 'lucide-react'
import { FormattedMessage } from 'react-intl'
import { FeatureCards, type Feature } from '../FeatureCards'
import { cardGrid, Section } from '../Section'

// The contact form comes with the /contact page (later issue); no link until it exists.
const moments: Feature[] = [
  { icon: CircleHelp, title: 'home.care.before.title', body: 'home.care.before.body' },
  { icon: Headset, title: 'home.care.during.title', body: 'home.care.during.body' },
  { icon: MessageCircle, title: 'home.care.after.title', body: 'home.care.after.body' },
]

export function CustomerCare() {
  return (
    <Section id="customer-care" title="home.care.title" intro={<FormattedMessage id="home.care.intro" />} tone="surface">
      <FeatureCards features={moments} className={cardGrid.three} />
    </Section>
  )
}
