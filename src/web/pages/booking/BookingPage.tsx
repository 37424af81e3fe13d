import ArrowLeft from 'lucide-react/icons/arrow-left'
import CalendarPlus from 'lucide-react/icons/calendar-plus'
import Pencil from 'lucide-react/icons/pencil'
import Trash2 from 'lucide-react/icons/trash'
import XCircle from 'lucide-react/icons/circle-x'
import { useEffect } from 'react'
import { FormattedMessage } from 'react-intl'
import { Link, Redirect, useSearch } from 'wouter'
import { css } from '../../../../styled-system/css'
import { button } from '../../../../styled-system/recipes'
import { bookingZones, type Booking, type BookingEditQuote } from '../../../../machines/bookingPage.machine'
import { cancellationTerms } from '../../../domain/cancellation-terms'
import { CANCEL_ANSWER_HOURS } from '../../../domain/constants'
import { appRoutes } from '../../../domain/routes'
import { isUuid } from '../../../domain/search-query'
import { bookingCalendarHref } from '../../api/bookings'
import { useConfig } from '../../app/config-context'
import { useSession } from '../../app/session-context'
import { Button } from '../../components/ui/button'
import { DeferredConfirmDialog } from '../../components/ui/deferred-confirm-dialog'
import { whenIdle } from '../../platform/on-demand'
import { signInHref } from '../auth/return-path'
import { useHere } from '../bookings/use-here'
import { useBookingFormat, useRentalTimes } from '../bookings/format'
import NotFoundPage from '../not-found/NotFoundPage'
import { CarHeader, DriversSection, OptionsTaken, PaymentSection, StatusSection, TripSection } from './BookingDetails'
import { EditFormOnDemand, EditLoading, EditReview, EditSection, loadEditForm, useEditError } from './EditSection'
import { PriceSection } from './PriceSection'
import { RateSection } from './RateSection'
import { useBookingPage } from './use-booking-page'

const pageStyle = css({ maxWidth: '960px', mx: 'auto', px: { base: '2', md: '3' }, py: { base: '2', md: '3' }, display: 'flex', flexDirection: 'column', gap: '2' })
const muted = css({ color: 'fg.muted' })
const backLink = css({ display: 'inline-flex', alignItems: 'center', gap: '0.5', color: 'fg.default', textDecoration: 'underline', '& svg': { width: '16px', height: '16px' } })

/** `/booking?b={id}` (spec §2): the driver's own booking; anything else is the not-found page. */
export default function BookingPage() {
  const { user, signedIn, checking } = useSession()
  const here = useHere()
  const params = new URLSearchParams(useSearch())
  const id = params.get('b')
  if (checking)
    return (
      <div className={pageStyle}>
        <p role="status" className={muted}>
          <FormattedMessage id="booking.loading" />
        </p>
      </div>
    )
  if (!signedIn || !user) return <Redirect to={signInHref(here)} replace />
  if (!isUuid(id)) return <NotFoundPage />
  return <BookingView key={id} id={id} openEdit={params.get('action') === 'edit'} />
}

function BackToList() {
  return (
    <Link href={appRoutes.bookings} className={backLink}>
      <ArrowLeft aria-hidden />
      <FormattedMessage id="booking.back" />
    </Link>
  )
}

function BookingView({ id, openEdit }: { id: string; openEdit: boolean }) {
  const { hideSuppliers } = useConfig()
  const [state, send] = useBookingPage(id, openEdit)
  const { context } = state
  const editError = useEditError(context.errorCode)
  // The edit form is not in the page's first load: asked for at once when the edit opens (or will,
  // from the list's edit link), else when the browser is idle once the booking shows it can be edited.
  const editable = Boolean(context.booking?.actions.edit)
  const editing = state.matches({ ready: 'editing' })
  useEffect(() => {
    if (editing || openEdit) loadEditForm()
    else if (editable) return whenIdle(loadEditForm)
    return undefined
  }, [editable, editing, openEdit])

  if (state.matches('notFound')) return <NotFoundPage />
  if (state.matches('loading'))
    return (
      <div className={pageStyle} aria-busy="true">
        <BackToList />
        <p role="status" className={muted}>
          <FormattedMessage id="booking.loading" />
        </p>
        <div aria-hidden="true" className={css({ height: '480px', borderRadius: 'lg', bg: 'bg.muted', animation: 'pulse 1.6s ease-in-out infinite', _motionReduce: { animation: 'none' } })} />
      </div>
    )
  if (state.matches('failed'))
    return (
      <div className={pageStyle}>
        <BackToList />
        <div role="alert" className={css({ display: 'flex', flexDirection: 'column', gap: '1', alignItems: 'flex-start' })}>
          <p>
            <FormattedMessage id="booking.error" />
          </p>
          <Button onClick={() => send({ type: 'booking.retry' })}>
            <FormattedMessage id="common.retry" />
          </Button>
        </div>
      </div>
    )
  if (state.matches('deleted'))
    return (
      <div className={pageStyle}>
        <p role="status" className={css({ fontWeight: 'medium' })}>
          <FormattedMessage id="booking.deleted" />
        </p>
        <BackToList />
      </div>
    )

  const booking = context.booking!
  return (
    <div className={pageStyle}>
      <BackToList />
      <header className={css({ display: 'flex', flexDirection: 'column', gap: '1.5' })}>
        <h1 className={css({ textStyle: 'h2', fontSize: { base: '2xl', md: '3xl' } })}>
          <FormattedMessage id="booking.pageTitle" values={{ reference: booking.reference }} />
        </h1>
        <CarHeader booking={booking} hideSuppliers={hideSuppliers} />
      </header>
      <Notice booking={booking} notice={context.notice} quote={context.quote} onClose={() => send({ type: 'booking.dismissNotice' })} />
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '1' })}>
        <a href={bookingCalendarHref(booking.id, context.language)} download className={button({ variant: 'outline' })}>
          <CalendarPlus aria-hidden />
          <FormattedMessage id="booking.calendar" />
        </a>
        {booking.actions.edit && !editing ? (
          <Button
            variant="outline"
            disabled={!state.can({ type: 'edit.start' })}
            onPointerEnter={loadEditForm}
            onFocus={loadEditForm}
            onClick={() => send({ type: 'edit.start' })}
          >
            <Pencil aria-hidden />
            <FormattedMessage id="booking.action.edit" />
          </Button>
        ) : null}
        {booking.actions.cancel ? (
          <Button variant="outline" disabled={!state.can({ type: 'cancel.start' })} onClick={() => send({ type: 'cancel.start' })}>
            <XCircle aria-hidden />
            <FormattedMessage id="booking.action.cancel" />
          </Button>
        ) : null}
        {booking.actions.delete ? (
          <Button variant="outline" disabled={!state.can({ type: 'delete.start' })} onClick={() => send({ type: 'delete.start' })}>
            <Trash2 aria-hidden />
            <FormattedMessage id="booking.action.delete" />
          </Button>
        ) : null}
      </div>
      {editing ? (
        <EditSection>
          {state.matches({ ready: { editing: 'loadingCar' } }) ? (
            <EditLoading />
          ) : state.matches({ ready: { editing: 'carFailed' } }) ? (
            <div role="alert" className={css({ display: 'flex', flexWrap: 'wrap', gap: '1', alignItems: 'center' })}>
              <p>
                <FormattedMessage id="booking.edit.carFailed" />
              </p>
              <Button variant="outline" onClick={() => send({ type: 'edit.retry' })}>
                <FormattedMessage id="common.retry" />
              </Button>
              <Button variant="ghost" onClick={() => send({ type: 'edit.stop' })}>
                <FormattedMessage id="booking.edit.stop" />
              </Button>
            </div>
          ) : (state.matches({ ready: { editing: 'review' } }) || state.matches({ ready: { editing: 'saving' } })) && context.quote ? (
            <EditReview
              quote={context.quote}
              busy={state.matches({ ready: { editing: 'saving' } })}
              error={null}
              onConfirm={() => send({ type: 'edit.confirm' })}
              onBack={() => send({ type: 'edit.back' })}
            />
          ) : context.draft && context.car ? (
            <EditFormOnDemand
              draft={context.draft}
              car={context.car}
              booked={booking.options}
              zones={bookingZones(booking)}
              busy={state.matches({ ready: { editing: 'quoting' } })}
              error={editError}
              onChange={(draft) => send({ type: 'edit.change', draft })}
              onSubmit={() => send({ type: 'edit.submit' })}
              onStop={() => send({ type: 'edit.stop' })}
            />
          ) : null}
        </EditSection>
      ) : null}
      <div className={css({ display: 'grid', gap: '2', gridTemplateColumns: { base: '1fr', md: 'repeat(2, minmax(0, 1fr))' }, alignItems: 'start' })}>
        <StatusSection booking={booking} />
        <TripSection booking={booking} />
        <OptionsTaken booking={booking} />
        <DriversSection booking={booking} />
        <PaymentSection booking={booking} />
        <PriceSection booking={booking} asked={context.currency} />
      </div>
      <RateSection
        booking={booking}
        rating={context.rating}
        comment={context.comment}
        canSubmit={state.can({ type: 'rate.submit' })}
        busy={state.matches({ ready: 'rating' })}
        failed={state.matches({ ready: 'viewing' }) && context.errorCode !== null && booking.actions.rate}
        onChange={(rating, comment) => send({ type: 'rate.change', rating, comment })}
        onSubmit={() => send({ type: 'rate.submit' })}
      />
      <CancelDialog
        booking={booking}
        open={state.matches({ ready: 'confirmingCancel' }) || state.matches({ ready: 'cancelling' })}
        busy={state.matches({ ready: 'cancelling' })}
        failed={state.matches({ ready: 'confirmingCancel' }) && context.errorCode !== null}
        onConfirm={() => send({ type: 'cancel.confirm' })}
        onDismiss={() => send({ type: 'cancel.dismiss' })}
      />
      <DeferredConfirmDialog
        open={state.matches({ ready: 'confirmingDelete' }) || state.matches({ ready: 'deleting' })}
        busy={state.matches({ ready: 'deleting' })}
        onCancel={() => send({ type: 'delete.dismiss' })}
        onConfirm={() => send({ type: 'delete.confirm' })}
        title={<FormattedMessage id="booking.delete.title" />}
        confirmLabel={<FormattedMessage id="booking.delete.confirm" />}
        cancelLabel={<FormattedMessage id="booking.delete.keep" />}
        error={state.matches({ ready: 'confirmingDelete' }) && context.errorCode ? <FormattedMessage id="booking.error.generic" /> : null}
      >
        <p>
          <FormattedMessage id="booking.delete.body" />
        </p>
      </DeferredConfirmDialog>
    </div>
  )
}

/** What just happened: the edit (with the new price), the cancel request (spec §4), the rating. */
function Notice({ booking, notice, quote, onClose }: { booking: Booking; notice: string | null; quote: BookingEditQuote | null; onClose: () => void }) {
  const format = useBookingFormat()
  if (!notice) return null
  return (
    <div
      role="status"
      className={css({ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'center', gap: '1', p: '2', bg: 'bg.surface', borderWidth: '1px', borderColor: 'success', borderRadius: 'md', fontWeight: 'medium' })}
    >
      <p>
        {notice === 'edited' ? (
          <FormattedMessage id="booking.edit.done" values={{ price: quote ? format.price(quote.newPrice, quote.currency) : format.price(booking.price, booking.currency) }} />
        ) : notice === 'cancelRequested' ? (
          <FormattedMessage id="booking.cancel.done" values={{ supplier: booking.supplier.fullName, hours: CANCEL_ANSWER_HOURS }} />
        ) : (
          <FormattedMessage id="booking.rate.done" />
        )}
      </p>
      <Button variant="ghost" size="sm" onClick={onClose}>
        <FormattedMessage id="booking.notice.close" />
      </Button>
    </div>
  )
}

interface CancelDialogProps {
  booking: Booking
  open: boolean
  busy: boolean
  failed: boolean
  onConfirm: () => void
  onDismiss: () => void
}

/**
 * What a cancel request gives at this moment, against this booking's own pick-up and payment: free
 * until 24 hours before (what was paid online refunded in full), else a fee may apply; and who
 * finishes it, by when.
 */
function CancelDialog({ booking, open, busy, failed, onConfirm, onDismiss }: CancelDialogProps) {
  const times = useRentalTimes()(booking)
  const format = useBookingFormat()
  const terms = cancellationTerms(new Date(booking.from), new Date())
  const paid = booking.payment.paidOnline
  const paidOnline = format.price(paid, booking.currency)
  return (
    <DeferredConfirmDialog
      open={open}
      busy={busy}
      onCancel={onDismiss}
      onConfirm={onConfirm}
      title={<FormattedMessage id="booking.cancel.title" />}
      confirmLabel={<FormattedMessage id="booking.cancel.confirm" />}
      cancelLabel={<FormattedMessage id="booking.cancel.keep" />}
      error={failed ? <FormattedMessage id="booking.error.generic" /> : null}
    >
      <p className={css({ fontWeight: 'semibold' })}>
        {terms.kind === 'free' ? (
          <FormattedMessage id={paid > 0 ? 'booking.cancel.freeRefund' : 'booking.cancel.free'} values={{ time: times.atPickUp(terms.until.toISOString()), paid: paidOnline }} />
        ) : (
          <FormattedMessage id={paid > 0 ? 'booking.cancel.feeRefund' : 'booking.cancel.fee'} values={{ supplier: booking.supplier.fullName, paid: paidOnline }} />
        )}
      </p>
      <p className={css({ mt: '1' })}>
        <FormattedMessage id="booking.cancel.body" values={{ supplier: booking.supplier.fullName, hours: CANCEL_ANSWER_HOURS }} />
      </p>
    </DeferredConfirmDialog>
  )
}
