import Bus from 'lucide-react/icons/bus'
import Car from 'lucide-react/icons/car'
import CarFront from 'lucide-react/icons/car-front'
import { FeatureCards, type Feature } from '../FeatureCards'
import { cardGrid, Section } from '../Section'
import { FormattedMessage } from 'react-intl'

const sizes: Feature[] = [
  { icon: Car, title: 'home.carSizes.mini.title', body: 'home.carSizes.mini.body' },
  { icon: CarFront, title: 'home.carSizes.midi.title', body: 'home.carSizes.midi.body' },
  { icon: Bus, title: 'home.carSizes.maxi.title', body: 'home.carSizes.maxi.body' },
]

/** Car ranges mini, midi and maxi, shown as MINI, MIDI, MAXI. */
export function CarSizes() {
  return (
    <Section id="car-sizes" title="home.carSizes.title" intro={<FormattedMessage id="home.carSizes.intro" />}>
      <FeatureCards features={sizes} className={cardGrid.three} elevated />
    </Section>
  )
}
