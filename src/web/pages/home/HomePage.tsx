import { css } from '../../../../styled-system/css'
import { useRevealedCount } from '../../platform/use-revealed-count'
import { CarSizes } from './sections/CarSizes'
import { CustomerCare } from './sections/CustomerCare'
import { Destinations } from './sections/Destinations'
import { Hero } from './sections/Hero'
import { Services } from './sections/Services'
import { SupplierStrip } from './sections/SupplierStrip'
import { WhyUs } from './sections/WhyUs'

/** The sections of spec §1 after the hero, in reading order. */
const BELOW_THE_HERO = [CarSizes, WhyUs, Destinations, Services, SupplierStrip, CustomerCare]

/**
 * `/`: the hero with the search form, then the sections, one a task after the hero's first paint
 * (no long task on a phone's CPU, issue 12).
 */
export default function HomePage() {
  const shown = useRevealedCount(BELOW_THE_HERO)
  return (
    <>
      <Hero />
      {BELOW_THE_HERO.slice(0, shown).map((Section, index) => (
        <Section key={index} />
      ))}
      {/* Until every section is in, the footer stays below the fold: nothing on screen moves. */}
      {shown < BELOW_THE_HERO.length ? <div aria-hidden className={css({ minHeight: '100vh' })} /> : null}
    </>
  )
}
