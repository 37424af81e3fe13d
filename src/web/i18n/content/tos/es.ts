// Condiciones de uso (/tos) en es; mismos identificadores que ./en.ts.
import type { messages as en } from './en'

export const messages = {
  'tos.intro':
    'Estas condiciones se aplican siempre que busque, reserve o tenga una cuenta en Keyturn. Léalas antes de reservar: al marcar «Acepto las condiciones de uso» al hacer la reserva o al crear una cuenta, usted las acepta.',
  'tos.contents': 'En esta página',

  'tos.service.heading': 'Quiénes somos y qué hacemos',
  'tos.service.p1':
    'Keyturn es un mercado de alquiler de coches. Mostramos las ofertas de empresas de alquiler independientes (los «proveedores»), tramitamos su reserva y, si elige pagar en línea, cobramos el pago por cuenta del proveedor.',
  'tos.service.p2':
    'El coche se lo alquila el proveedor indicado en la oferta. En la recogida usted firma el contrato de alquiler del proveedor, que regula el uso del coche. Si ese contrato y estas condiciones difieren sobre el coche, su uso o su devolución, se aplica el contrato del proveedor; estas condiciones regulan su uso de Keyturn y su reserva con nosotros.',

  'tos.booking.heading': 'Hacer una reserva',
  'tos.booking.p1':
    'Para reservar, elija un coche en los resultados de búsqueda, sus opciones, los datos del conductor principal y la forma de pago. La oferta indica el proveedor, los lugares y horas de recogida y devolución, el precio total con las opciones elegidas y la fianza, si la hay.',
  'tos.booking.p2':
    'Su reserva queda hecha cuando la confirmamos. Enviamos la confirmación a la dirección de correo electrónico del conductor principal, así que compruebe que es correcta. Si reserva sin haber iniciado sesión, creamos una cuenta de Conductor con esos datos y le enviamos por correo un enlace para activarla, para que pueda encontrar su reserva más tarde.',
  'tos.booking.p3':
    'Un alquiler dura como máximo {maximumRentalDays, plural, one {# día} other {# días}} y debe terminar como mucho {bookingHorizonDays, plural, one {# día} other {# días}} después del día en que reserva. La recogida debe ser al menos con {minimumPickUpHours, plural, one {# hora} other {# horas}} de antelación, y un alquiler dura al menos {minimumRentalHours, plural, one {# hora} other {# horas}}.',
  'tos.booking.p4':
    'Facilite datos verdaderos y completos. Un proveedor puede negarse a entregar el coche si la persona que se presenta en el mostrador no es el conductor principal indicado en la reserva o no cumple las condiciones siguientes.',

  'tos.driver.heading': 'Conductores: edad y permiso de conducir',
  'tos.driver.p1':
    'El conductor principal y cualquier conductor adicional deben tener al menos {minimumAge} años el día de la recogida. Algunos proveedores fijan una edad mínima más alta para algunos coches; en ese caso la oferta y la página de reserva piden esa edad, y es la que se aplica.',
  'tos.driver.p2':
    'Cada conductor debe tener un permiso de conducir válido, a su nombre, con la antigüedad que exija el proveedor. Algunos proveedores piden una copia del permiso de conducir del conductor principal al reservar; puede subirla en la página de reserva o en su configuración.',
  'tos.driver.p3': 'En el mostrador de recogida, el conductor principal debe presentar:',
  'tos.driver.item.license': 'el permiso de conducir original, válido durante todo el alquiler;',
  'tos.driver.item.id': 'un documento de identidad o pasaporte;',
  'tos.driver.item.card': 'una tarjeta de crédito a nombre del conductor principal, cuando el proveedor bloquea en ella una fianza;',
  'tos.driver.item.confirmation': 'la confirmación de la reserva.',
  'tos.driver.p4':
    'Si el conductor no puede presentar estos documentos, el proveedor puede negarse a hacer el alquiler; en ese caso se aplican las condiciones de cancelación siguientes como si se tratara de una cancelación tardía.',

  'tos.payment.heading': 'Precios y pago',
  'tos.payment.p1':
    'Los precios se calculan en dólares estadounidenses a partir de las tarifas del proveedor y de las opciones que elija; las demás monedas se muestran convertidas al tipo de cambio del momento. El importe cobrado en línea es el que se muestra en el paso de pago, en la moneda indicada. Según la oferta, puede pagar de una de estas formas:',
  'tos.payment.item.counter':
    '<strong>Pagar en el mostrador</strong>: no se cobra nada al reservar; paga el precio total al proveedor en la recogida. Solo se ofrece cuando el proveedor lo acepta.',
  'tos.payment.item.deposit':
    '<strong>Pagar la fianza en línea</strong>: paga la fianza al reservar y el resto del precio al proveedor en la recogida.',
  'tos.payment.item.full': '<strong>Pagar el total en línea</strong>: paga el precio completo al reservar.',
  'tos.payment.p2':
    'Los pagos en línea los gestionan nuestros proveedores de pago (un proveedor de pago con tarjeta y, cuando se ofrece, PayPal). Los datos de su tarjeta van directamente a ellos: Keyturn nunca ve ni guarda el número de su tarjeta. Una reserva pagada en línea bloquea el coche durante 30 minutos mientras paga; si el pago no se completa en ese tiempo, la reserva se cancela y el coche queda libre.',
  'tos.payment.p3':
    'Los extras contratados en el mostrador (combustible, equipamiento, kilómetros adicionales, devolución tardía) los cobra el proveedor según sus propias tarifas.',

  'tos.deposit.heading': 'Fianza',
  'tos.deposit.p1':
    'Cada oferta indica la fianza que pide el proveedor, o que no hay ninguna. Si paga la fianza en línea, se descuenta del precio del alquiler. Si no, el proveedor puede bloquear la fianza en la tarjeta de crédito del conductor principal en la recogida.',
  'tos.deposit.p2':
    'El proveedor libera el importe bloqueado cuando el coche se devuelve a tiempo, con el nivel de combustible acordado y sin daños nuevos. Los gastos de los que usted responde según el contrato de alquiler (daños, combustible, multas, peajes) pueden descontarse de la fianza.',

  'tos.cancellation.heading': 'Cancelación',
  'tos.cancellation.p1':
    'Cancelar 24 horas o más antes de la recogida puede dar derecho a un reembolso completo; una cancelación posterior puede conllevar un cargo.',
  'tos.cancellation.p2':
    'El reembolso depende de la oferta: cuando la opción de cancelación está incluida o la añadió al reservar, una cancelación hecha 24 horas o más antes de la recogida se reembolsa íntegramente. Sin esa opción, o si cancela más tarde, el proveedor puede retener su cargo de cancelación de lo que usted pagó, hasta el precio total. Una reserva que se paga en el mostrador se cancela sin coste, salvo que las condiciones del proveedor indicadas en la oferta digan otra cosa.',
  'tos.cancellation.p3':
    'Si no acude a recoger el coche, o no puede presentar los documentos indicados más arriba, la reserva se considera cancelada con menos de 24 horas de antelación. Los reembolsos se hacen en el medio de pago utilizado, normalmente en un plazo de 10 días hábiles.',

  'tos.amendments.heading': 'Modificar una reserva',
  'tos.amendments.p1':
    'Puede pedir que se cambien las fechas, horas, lugares u opciones de una reserva cuando la opción de modificaciones está incluida en la oferta o se añadió al reservar. El cambio depende de la disponibilidad del coche y del precio de la nueva reserva: si cuesta más, paga la diferencia; si cuesta menos, se le reembolsa la diferencia.',
  'tos.amendments.p2':
    'Sin la opción de modificaciones, cambiar una reserva supone cancelarla (según las condiciones de cancelación anteriores) y volver a reservar. El nombre del conductor principal solo puede cambiarlo el proveedor en el mostrador.',

  'tos.account.heading': 'Su cuenta',
  'tos.account.p1':
    'Una cuenta de Conductor reúne sus reservas, su configuración y sus notificaciones. Usted es responsable de mantener en secreto su contraseña y de lo que se haga con su cuenta. Avísenos de inmediato si cree que otra persona la ha utilizado.',
  'tos.account.p2':
    'Podemos suspender una cuenta que se utilice para hacer reservas falsas, perjudicar a los proveedores o a otros usuarios, o atacar el servicio. Una cuenta suspendida no puede iniciar sesión.',

  'tos.liability.heading': 'Responsabilidad',
  'tos.liability.p1':
    'El proveedor es responsable del coche, de su estado, de su seguro y de los servicios en el mostrador. Keyturn es responsable de mostrar correctamente las ofertas, de tramitar su reserva y su pago, y de transmitir su reserva al proveedor.',
  'tos.liability.p2':
    'Durante el alquiler, usted responde del coche según el contrato del proveedor: daños, combustible, multas, peajes y devolución tardía. Las opciones de protección (protección contra robo, exención de daños por colisión, seguro a todo riesgo) reducen lo que paga en caso de daños o robo, tal como describen las condiciones del proveedor.',
  'tos.liability.p3':
    'Nada en estas condiciones limita una responsabilidad que la ley no permite limitar, ni los derechos que le corresponden como consumidor.',

  'tos.governing.heading': 'Cambios y legislación aplicable',
  'tos.governing.p1':
    'Podemos cambiar estas condiciones. Una reserva se rige por las condiciones que aceptó al hacerla; las nuevas condiciones se aplican a las reservas posteriores. Las condiciones vigentes figuran en esta página.',
  'tos.governing.p2':
    'Estas condiciones se rigen por la legislación del país en el que Keyturn está establecida, sin privarle de la protección que le otorgan las normas imperativas del país en el que reside. Si surge un conflicto, contáctenos primero: la mayoría de las cuestiones se resuelven rápidamente. Cómo tratamos sus datos personales se explica en nuestra <privacyLink>política de privacidad</privacyLink>, y las respuestas a las preguntas habituales están en las <faqLink>preguntas frecuentes</faqLink>.',
} as const satisfies Record<keyof typeof en, string>
