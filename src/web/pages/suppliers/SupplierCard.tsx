import BadgeCheck from 'lucide-react/icons/badge-check'
import CarFront from 'lucide-react/icons/car-front'
import CreditCard from 'lucide-react/icons/credit-card'
import IdCard from 'lucide-react/icons/id-card'
import type { ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { css } from '../../../../styled-system/css'
import { SUPPLIER_IMAGE_SIZE } from '../../../domain/constants'
import type { Supplier } from '../../api/catalogue'

const badgeClass = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '0.5',
  px: '1',
  py: '0.5',
  borderRadius: 'full',
  bg: 'bg.subtle',
  borderWidth: '1px',
  borderColor: 'border.default',
  fontSize: 'sm',
  '& svg': { width: '14px', height: '14px', color: 'fg.muted', flexShrink: 0 },
})

function Badge({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className={badgeClass}>
      {icon}
      {children}
    </li>
  )
}

/** One supplier: logo (spec §9: 60x30), name, and what renting from them implies. */
export function SupplierCard({ supplier }: { supplier: Supplier }) {
  const intl = useIntl()
  const titleId = `supplier-${supplier.id}`
  return (
    <article
      aria-labelledby={titleId}
      className={css({ height: 'full', display: 'grid', gap: '2', alignContent: 'start', p: '3', bg: 'bg.surface', borderRadius: 'lg', borderWidth: '1px', borderColor: 'border.default', shadow: 'sm' })}
    >
      <div className={css({ display: 'flex', alignItems: 'center', gap: '1.5' })}>
        {/* Logos sit on a white tile in both modes: they are drawn for a light background. */}
        <span className={css({ display: 'inline-flex', p: '0.5', bg: 'bg.media', borderRadius: 'sm', flexShrink: 0, borderWidth: '1px', borderColor: 'border.default' })}>
          {supplier.avatar ? (
            <img
              src={supplier.avatar}
              alt={intl.formatMessage({ id: 'suppliers.logoAlt' }, { name: supplier.fullName })}
              width={SUPPLIER_IMAGE_SIZE.width}
              height={SUPPLIER_IMAGE_SIZE.height}
              decoding="async"
            />
          ) : (
            <span className={css({ display: 'block', width: '60px', height: '30px' })} />
          )}
        </span>
        <h2 id={titleId} className={css({ textStyle: 'h3', overflowWrap: 'anywhere' })}>
          {supplier.fullName}
        </h2>
      </div>
      <ul className={css({ display: 'flex', flexWrap: 'wrap', gap: '1' })}>
        <Badge icon={<CarFront aria-hidden />}>
          <FormattedMessage id="suppliers.carCount" values={{ count: supplier.carCount }} />
        </Badge>
        <Badge icon={supplier.payLater ? <BadgeCheck aria-hidden /> : <CreditCard aria-hidden />}>
          <FormattedMessage id={supplier.payLater ? 'suppliers.payAtCounter' : 'suppliers.payOnline'} />
        </Badge>
        <Badge icon={<IdCard aria-hidden />}>
          <FormattedMessage id={supplier.licenseRequired ? 'suppliers.licenseRequired' : 'suppliers.licenseNotRequired'} />
        </Badge>
      </ul>
    </article>
  )
}
