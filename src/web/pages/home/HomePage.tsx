import { CarSizes } from './sections/CarSizes'
import { CustomerCare } from './sections/CustomerCare'
import { Destinations } from './sections/Destinations'
import { Hero } from './sections/Hero'
import { Services } from './sections/Services'
import { SupplierStrip } from './sections/SupplierStrip'
import { WhyUs } from './sections/WhyUs'

/** `/`: the hero (search form next issue), then the sections of spec §1, in reading order. */
export default function HomePage() {
  return (
    <>
      <Hero />
      <CarSizes />
      <WhyUs />
      <Destinations />
      <Services />
      <SupplierStrip />
      <CustomerCare />
    </>
  )
}
