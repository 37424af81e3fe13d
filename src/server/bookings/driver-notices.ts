// The notifications the driver receives about their own actions on a booking (issue 9): a cancel
// request and an edit, in the driver's language. Written in the same transaction as the change, so
// a failed action leaves no notice behind; with e-mail notifications on (settings), the same message
// goes out by e-mail through the transactional outbox, in that transaction too (the notification
// e-mail of src/server/notifications/driver-notices.ts).
import type { Currency } from '../../domain/enums.js'
import { writeDriverNotice, type NoticeTarget } from '../notifications/driver-notices.js'

export type { NoticeTarget }

type NoticeBooking = { id: string; reference: string; carName: string; supplierName: string }

export async function noticeCancelRequest(target: NoticeTarget, booking: NoticeBooking): Promise<void> {
  await writeDriverNotice(target, booking.id, { kind: 'cancelRequested', facts: { reference: booking.reference, car: booking.carName, supplier: booking.supplierName } })
}

export async function noticeEdit(
  target: NoticeTarget,
  booking: NoticeBooking,
  newPrice: { cents: number; currency: Currency },
  differenceAtCounter: boolean,
): Promise<void> {
  const facts = { reference: booking.reference, car: booking.carName, price: newPrice.cents, currency: newPrice.currency, atCounter: differenceAtCounter }
  await writeDriverNotice(target, booking.id, { kind: 'bookingEdited', facts })
}
