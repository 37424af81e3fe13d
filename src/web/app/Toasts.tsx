import { Toaster } from '@ark-ui/react/toast'
import { FormattedMessage } from 'react-intl'
import * as Toast from '../components/ui/toast'
import { toaster } from './toaster'

export function Toasts() {
  return (
    <Toaster toaster={toaster}>
      {(toast) => (
        <Toast.Root key={toast.id} type={toast.type as 'error' | 'success' | 'info' | 'loading' | undefined}>
          <div>
            <Toast.Title>{toast.title}</Toast.Title>
            {toast.description ? <Toast.Description>{toast.description}</Toast.Description> : null}
          </div>
          <Toast.CloseTrigger>
            <FormattedMessage id="toast.close" />
          </Toast.CloseTrigger>
        </Toast.Root>
      )}
    </Toaster>
  )
}
