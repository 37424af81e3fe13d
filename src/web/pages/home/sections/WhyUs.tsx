import Languages from 'lucide-react/icons/languages'
import Receipt from 'lucide-react/icons/receipt'
import Scale from 'lucide-react/icons/scale'
import Wallet from 'lucide-react/icons/wallet'
import { FeatureCards, type Feature } from '../FeatureCards'
import { cardGrid, Section } from '../Section'

const reasons: Feature[] = [
  { icon: Scale, title: 'home.whyUs.compare.title', body: 'home.whyUs.compare.body' },
  { icon: Receipt, title: 'home.whyUs.prices.title', body: 'home.whyUs.prices.body' },
  { icon: Wallet, title: 'home.whyUs.payment.title', body: 'home.whyUs.payment.body' },
  { icon: Languages, title: 'home.whyUs.language.title', body: 'home.whyUs.language.body' },
]

export function WhyUs() {
  return (
    <Section id="why-us" title="home.whyUs.title" tone="surface">
      <FeatureCards features={reasons} className={cardGrid.four} />
    </Section>
  )
}
