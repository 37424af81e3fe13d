import { Suspense, useState } from 'react'
import { css } from '../../../../styled-system/css'
import { useBoot } from '../../app/boot'
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
 * (no long task on a phone's CPU, issue 12), or all at once from the server's HTML.
 */
export default function HomePage() {
  // Rendered by the server, the page holds every section from the start; each is a boundary of its
  // own, so the browser hydrates them one task at a time as well.
  const boot = useBoot()
  const [whole] = useState(boot !== null && new URL(boot.url, 'http://page').pathname === '/')
  const shown = useRevealedCount(BELOW_THE_HERO, whole ? BELOW_THE_HERO.length : 1)
  return (
    <>
      <Hero />
      {BELOW_THE_HERO.slice(0, shown).map((Section, index) => (
        <Suspense key={index} fallback={null}>
          <Section />
        </Suspense>
      ))}
      {/* Until every section is in, the footer stays below the fold: nothing on screen moves. */}
      {shown < BELOW_THE_HERO.length ? <div aria-hidden className={css({ minHeight: '100vh' })} /> : null}
    </>
  )
}
