// Preguntas frecuentes (/faq) en es; mismos identificadores que ./en.ts.
import type { messages as en } from './en'

export const messages = {
  'faq.intro': 'Las respuestas a las preguntas que más nos hacen los conductores, antes y durante un alquiler.',
  'faq.contents': 'Temas',

  'faq.documents.heading': 'Documentos',
  'faq.documents.what.q': '¿Qué debo llevar para recoger el coche?',
  'faq.documents.what.a': 'El conductor principal debe presentar en el mostrador del proveedor:',
  'faq.documents.what.license': 'un permiso de conducir válido a nombre del conductor principal;',
  'faq.documents.what.id': 'un documento de identidad o pasaporte;',
  'faq.documents.what.card': 'una tarjeta de crédito a nombre del conductor principal, cuando el proveedor bloquea en ella una fianza;',
  'faq.documents.what.confirmation': 'la confirmación de su reserva, impresa o en el teléfono.',
  'faq.documents.upload.q': '¿Tengo que subir mi permiso de conducir?',
  'faq.documents.upload.a':
    'Solo cuando el proveedor lo pide: en ese caso la página de reserva le pide una copia del permiso de conducir del conductor principal (una imagen o un PDF). También puede guardar una en su <settingsLink>configuración</settingsLink>, lista para su próxima reserva. Solo usted y el proveedor de su reserva pueden verla.',
  'faq.documents.foreign.q': '¿Puedo alquilar con un permiso de conducir de otro país?',
  'faq.documents.foreign.a':
    'Normalmente sí, si es válido y está escrito en alfabeto latino. Algunos países y proveedores piden además un permiso internacional de conducir: consulte las condiciones del proveedor antes de viajar.',

  'faq.pickUp.heading': 'Entrega y recogida',
  'faq.pickUp.where.q': '¿Dónde recojo el coche?',
  'faq.pickUp.where.a':
    'En el mostrador del proveedor, en el lugar de recogida que eligió: un aeropuerto, una estación o una oficina en el centro de la ciudad. La confirmación de la reserva indica la dirección y el contacto del proveedor. Todos nuestros lugares están en el <locationsLink>mapa de oficinas de alquiler</locationsLink>.',
  'faq.pickUp.delivery.q': '¿Me pueden entregar el coche en mi dirección?',
  'faq.pickUp.delivery.a':
    'Los coches se entregan en las instalaciones del proveedor. Algunos proveedores pueden llevar el coche a un hotel o a otra dirección con un cargo; pregúntelo al proveedor con el contacto que figura en la confirmación de su reserva.',
  'faq.pickUp.return.q': '¿Puedo devolver el coche en otro lugar?',
  'faq.pickUp.return.a':
    'Sí: al buscar, desmarque «Devolver en el mismo lugar» y elija otro lugar de devolución. Los resultados muestran entonces los coches que se pueden devolver allí.',
  'faq.pickUp.late.q': '¿Qué pasa si mi vuelo llega tarde?',
  'faq.pickUp.late.a':
    'Avise al proveedor lo antes posible con el contacto que figura en la confirmación de su reserva. La mayoría de los proveedores guardan el coche un tiempo después de la hora reservada, pero los horarios de apertura varían.',

  'faq.age.heading': 'Edad',
  'faq.age.minimum.q': '¿Qué edad hay que tener para alquilar un coche?',
  'faq.age.minimum.a1':
    'En Keyturn, cada conductor debe tener al menos {minimumAge} años el día de la recogida. Puede que lea que la edad mínima para alquilar un coche suele ser de 18 años: es la edad para conducir en muchos países, y algunas empresas de alquiler de otros lugares alquilan desde los 18. Keyturn exige {minimumAge} años.',
  'faq.age.minimum.a2':
    'Algunos proveedores piden más para algunos coches, por ejemplo los grandes o potentes. Sus ofertas y la página de reserva muestran entonces esa edad mínima más alta, y es la que se aplica.',
  'faq.age.additional.q': '¿Un conductor adicional debe cumplir las mismas condiciones?',
  'faq.age.additional.a':
    'Sí: un conductor adicional debe tener al menos la edad que exige el coche, tener un permiso de conducir válido y presentarlo en el mostrador.',

  'faq.cancellation.heading': 'Cancelación',
  'faq.cancellation.how.q': '¿Puedo cancelar mi reserva?',
  'faq.cancellation.how.a':
    'Sí. Cancelar 24 horas o más antes de la recogida puede dar derecho a un reembolso completo; una cancelación posterior puede conllevar un cargo. El reembolso es completo cuando la oferta incluye la opción de cancelación o la añadió al reservar. Las <tosLink>condiciones de uso</tosLink> dan los detalles.',
  'faq.cancellation.refund.q': '¿Cómo me devuelven el dinero?',
  'faq.cancellation.refund.a':
    'El reembolso se hace en el medio de pago que utilizó, normalmente en un plazo de 10 días hábiles. Una reserva que se paga en el mostrador no tiene nada que reembolsar.',

  'faq.payment.heading': 'Pago y fianza',
  'faq.payment.how.q': '¿Cómo puedo pagar?',
  'faq.payment.how.a':
    'Según la oferta: en el mostrador cuando el proveedor lo permite, la fianza en línea y el resto en la recogida, o el total en línea con tarjeta o, cuando se ofrece, con PayPal. La página de reserva muestra las opciones que permite cada oferta.',
  'faq.payment.card.q': '¿Mi tarjeta está segura?',
  'faq.payment.card.a':
    'Los datos de su tarjeta van directamente a nuestro proveedor de pagos; Keyturn nunca ve ni guarda el número de su tarjeta.',
  'faq.payment.currency.q': '¿En qué moneda pagaré?',
  'faq.payment.currency.a':
    'Puede ver los precios en dólares estadounidenses, euros, libras esterlinas o dólares australianos. Un pago en línea se cobra en la moneda que se muestra en el paso de pago; en el mostrador, el proveedor cobra en su moneda local.',
  'faq.payment.deposit.q': '¿Qué es la fianza?',
  'faq.payment.deposit.a':
    'Un importe que el proveedor pide como garantía, indicado en cada oferta (algunos coches no tienen). O bien la paga en línea al reservar, y se descuenta del precio, o bien el proveedor la bloquea en su tarjeta de crédito en la recogida y la libera cuando el coche se devuelve según lo acordado.',

  'faq.changes.heading': 'Modificar una reserva',
  'faq.changes.how.q': '¿Puedo modificar mi reserva?',
  'faq.changes.how.a':
    'Cuando la oferta incluye la opción de modificaciones, o la añadió al reservar, puede pedir que se cambien las fechas, los lugares o las opciones; paga o recupera la diferencia de precio. Sin esa opción, cancele y vuelva a reservar.',
  'faq.changes.driver.q': '¿Puedo añadir un conductor adicional?',
  'faq.changes.driver.a':
    'Sí, al reservar, cuando el coche ofrece esa opción: algunos coches la incluyen y otros la cobran por día. El conductor adicional debe presentar un permiso de conducir en el mostrador.',

  'faq.rental.heading': 'Durante el alquiler',
  'faq.rental.fuel.q': '¿Qué significa la política de combustible?',
  'faq.rental.fuel.a': 'Cada oferta indica su política de combustible:',
  'faq.rental.fuel.fullToFull': '<strong>Lleno / lleno</strong>: recoja el coche con el depósito lleno y devuélvalo lleno.',
  'faq.rental.fuel.likeForLike': '<strong>Mismo nivel</strong>: devuelva el coche con el mismo nivel de combustible que en la recogida.',
  'faq.rental.fuel.freeTank': '<strong>Depósito gratuito</strong>: se incluye un depósito lleno; devuelva el coche con cualquier nivel.',
  'faq.rental.fuel.fullToEmpty': '<strong>Lleno / vacío</strong>: pague un depósito lleno en la recogida; el combustible no usado no se reembolsa.',
  'faq.rental.mileage.q': '¿El kilometraje es limitado?',
  'faq.rental.mileage.a':
    'Muchas ofertas incluyen kilometraje ilimitado. Otras incluyen un número de kilómetros por día, indicado en la oferta; el proveedor cobra los kilómetros adicionales según su propia tarifa.',
  'faq.rental.protection.q': '¿Qué cubren las opciones de protección?',
  'faq.rental.protection.a':
    'La protección contra robo, la exención de daños por colisión y el seguro a todo riesgo reducen lo que paga si el coche es robado o sufre daños. Lo que cubre cada una, y la franquicia que pueda quedar a su cargo, lo fijan las condiciones del proveedor.',

  'faq.more.heading': '¿Más preguntas?',
  'faq.more.a':
    'Escríbanos con el <contactLink>formulario de contacto</contactLink>: nuestro servicio de atención al cliente responde antes, durante y después de su alquiler (consulte la <careLink>atención al cliente</careLink>). También puede leer <aboutLink>cómo funciona Keyturn</aboutLink> y nuestra <privacyLink>política de privacidad</privacyLink>.',
} as const satisfies Record<keyof typeof en, string>
