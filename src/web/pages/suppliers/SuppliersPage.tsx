import { FormattedMessage } from 'react-intl'
import { css } from '../../../../styled-system/css'
import { fetchSuppliers } from '../../api/catalogue'
import { useRemoteData } from '../../app/use-remote-data'
import { ErrorStatus, LoadingStatus } from '../home/RemoteStatus'
import { SupplierCard } from './SupplierCard'

/** `/suppliers` (registered only when the hide-suppliers setting is off, spec §2). */
export default function SuppliersPage() {
  const [suppliers, retry] = useRemoteData((signal) => fetchSuppliers(signal), 'suppliers', 'suppliers')
  return (
    <div className={css({ maxWidth: 'container', mx: 'auto', px: { base: '2', md: '3' }, py: { base: '5', md: '8' } })}>
      <h1 className={css({ textStyle: 'h2', fontSize: { base: '3xl', md: '4xl' } })}>
        <FormattedMessage id="suppliers.title" />
      </h1>
      <p className={css({ mt: '1', mb: { base: '3', md: '4' }, maxWidth: 'prose', color: 'fg.muted', fontSize: 'lg' })}>
        {suppliers.status === 'success' && suppliers.data.length > 0 ? (
          <FormattedMessage id="suppliers.intro" values={{ count: suppliers.data.length }} />
        ) : (
          <FormattedMessage id="suppliers.introGeneric" />
        )}
      </p>
      {suppliers.status === 'loading' ? <LoadingStatus message="suppliers.loading" placeholders={6} /> : null}
      {suppliers.status === 'error' ? <ErrorStatus message="suppliers.error" onRetry={retry} /> : null}
      {suppliers.status === 'success' && suppliers.data.length === 0 ? (
        <p className={css({ color: 'fg.muted' })}>
          <FormattedMessage id="suppliers.empty" />
        </p>
      ) : null}
      {suppliers.status === 'success' && suppliers.data.length > 0 ? (
        <ul className={css({ display: 'grid', gap: '2', gridTemplateColumns: { base: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' } })}>
          {suppliers.data.map((supplier) => (
            <li key={supplier.id}>
              <SupplierCard supplier={supplier} />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
