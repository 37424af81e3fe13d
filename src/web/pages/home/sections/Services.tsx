import CalendarCheck from 'lucide-react/icons/calendar-check'
import Gauge from 'lucide-react/icons/gauge'
import ShieldCheck from 'lucide-react/icons/shield-check'
import Users from 'lucide-react/icons/users'
import { FormattedMessage } from 'react-intl'
import { FeatureCards, type Feature } from '../FeatureCards'
import { cardGrid, Section } from '../Section'

// The car extras of spec §3, told as services.
const services: Feature[] = [
  { icon: Gauge, title: 'home.services.mileage.title', body: 'home.services.mileage.body' },
  { icon: ShieldCheck, title: 'home.services.protection.title', body: 'home.services.protection.body' },
  { icon: Users, title: 'home.services.driver.title', body: 'home.services.driver.body' },
  { icon: CalendarCheck, title: 'home.services.flexible.title', body: 'home.services.flexible.body' },
]

export function Services() {
  return (
    <Section id="services" title="home.services.title" intro={<FormattedMessage id="home.services.intro" />}>
      <FeatureCards features={services} className={cardGrid.four} elevated />
    </Section>
  )
}
