import { FormattedMessage } from 'react-intl'
import { css } from '../../../../../styled-system/css'
import { SUPPLIER_IMAGE_SIZE } from '../../../../domain/constants'
import { fetchSuppliers, type Supplier } from '../../../api/catalogue'
import { useConfig } from '../../../app/config-context'
import { useRemoteData } from '../../../app/use-remote-data'
import { appRoutes } from '../../../../domain/routes'
import { SeeAllLink } from '../SeeAllLink'
import { ErrorStatus, LoadingStatus } from '../RemoteStatus'
import { Section } from '../Section'

/** Logos and names of the suppliers; absent when the hide-suppliers setting is on. */
export function SupplierStrip() {
  const { hideSuppliers } = useConfig()
  if (hideSuppliers) return null
  return <SupplierList />
}

function SupplierList() {
  const [suppliers, retry] = useRemoteData((signal) => fetchSuppliers(signal), 'suppliers', 'suppliers')
  const intro =
    suppliers.status === 'success' && suppliers.data.length > 0 ? (
      <FormattedMessage id="home.suppliers.intro" values={{ count: suppliers.data.length }} />
    ) : undefined

  return (
    <Section id="suppliers" title="home.suppliers.title" intro={intro}>
      <SeeAllLink href={appRoutes.suppliers} label="suppliers.seeAll" />
      {suppliers.status === 'loading' ? <LoadingStatus message="home.suppliers.loading" placeholders={3} /> : null}
      {suppliers.status === 'error' ? <ErrorStatus message="home.suppliers.error" onRetry={retry} /> : null}
      {suppliers.status === 'success' ? (
        <ul className={css({ display: 'grid', gap: '2', gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))' })}>
          {suppliers.data.map((supplier) => (
            <li key={supplier.id}>
              <SupplierBadge supplier={supplier} />
            </li>
          ))}
        </ul>
      ) : null}
    </Section>
  )
}

function SupplierBadge({ supplier }: { supplier: Supplier }) {
  return (
    <div
      className={css({ display: 'flex', alignItems: 'center', gap: '1.5', p: '1.5', height: 'full', bg: 'bg.surface', borderRadius: 'md', borderWidth: '1px', borderColor: 'border.default' })}
    >
      {/* Logos sit on a white tile in both modes: they are drawn for a light background. */}
      <span className={css({ display: 'inline-flex', p: '0.5', bg: 'bg.media', borderRadius: 'sm', flexShrink: 0, borderWidth: '1px', borderColor: 'border.default' })}>
        {supplier.avatar ? (
          // The name is written next to the logo, so the image adds nothing for a screen reader.
          <img src={supplier.avatar} alt="" width={SUPPLIER_IMAGE_SIZE.width} height={SUPPLIER_IMAGE_SIZE.height} loading="lazy" decoding="async" />
        ) : (
          <span className={css({ display: 'block', width: '60px', height: '30px' })} />
        )}
      </span>
      <span className={css({ display: 'flex', flexDirection: 'column', minWidth: 0 })}>
        <span className={css({ fontWeight: 'semibold', overflowWrap: 'anywhere' })}>
          {supplier.fullName}
        </span>
        <span className={css({ fontSize: 'sm', color: 'fg.muted' })}>
          <FormattedMessage id="home.suppliers.carCount" values={{ count: supplier.carCount }} />
        </span>
      </span>
    </div>
  )
}
