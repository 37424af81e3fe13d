// Messages of the payment area in es; spread into ../es.ts.
import type { messages as en } from './en'

export const messages = {
  'payment.script.loading': 'Cargando el formulario de pago seguro…',
  'payment.script.failed': 'No se ha podido cargar el formulario de pago.',
  'payment.script.retry': 'Reintentar',
  'payment.script.payAtCounter': 'Pagar en el mostrador',

  'payment.preparing': 'Preparando el pago seguro…',
  'payment.retry': 'Reintentar',
  'payment.card.title': 'Datos de la tarjeta',
  'payment.card.hint': 'Los datos de su tarjeta van directamente a nuestro proveedor de pagos; Keyturn nunca los ve.',
  'payment.card.pay': 'Pagar {amount}',
  'payment.card.paying': 'Pagando…',
  'payment.paypal.title': 'Pagar con PayPal',
  'payment.paypal.hint': 'Pague {amount} con su cuenta de PayPal.',
  'payment.paypal.cancelled': 'Pago cancelado. Puede volver a intentarlo.',

  'payment.error.invalidCardNumber': 'Número de tarjeta no válido',
  'payment.error.invalidExpiryDate': 'Fecha de caducidad no válida',
  'payment.error.invalidCvc': 'Código de seguridad de la tarjeta no válido',
  'payment.error.paymentFailed': 'El pago ha fallado',

  'confirmation.checking': 'Comprobando su pago…',
  'confirmation.congratulations': '¡Enhorabuena!',
  'confirmation.payNow': 'Su pago se ha realizado correctamente. Recibirá un correo de confirmación.',
  'confirmation.payLater': 'Su reserva está registrada: pagará en el mostrador. El proveedor aún debe confirmarla.',
  'confirmation.checkMailbox': 'Revise su buzón para activar su cuenta.',
  'confirmation.releasedUnlessConfirmed': 'Confirme su dirección de correo electrónico con el enlace enviado antes del {time}: de lo contrario, esta reserva se anula y el coche se ofrece a otros clientes.',
  'confirmation.failed': 'El pago ha fallado',
  'confirmation.failedHint': 'Su reserva no se ha confirmado y el coche ha quedado libre. Puede buscar de nuevo.',
  'confirmation.backToSearch': 'Volver a la búsqueda',
  'confirmation.error': '¡Algo ha salido mal! Inténtelo más tarde',
  'confirmation.retry': 'Reintentar',
  'confirmation.backHome': 'Volver al inicio',

  'confirmation.booking.title': 'Su reserva',
  'confirmation.booking.reference': 'Referencia de la reserva',
  'confirmation.booking.total': 'Total',
  'confirmation.booking.paidOnline': 'Pagado en línea',
  'confirmation.booking.depositPaid': 'Fianza pagada',
  'confirmation.booking.restAtCounter': 'El resto se paga en el mostrador.',
  'confirmation.booking.toPayAtCounter': 'A pagar en el mostrador',
  'confirmation.booking.deposit': 'Fianza',
} as const satisfies Record<keyof typeof en, string>
