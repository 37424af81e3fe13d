// Política de privacidad (/privacy) en es; mismos identificadores que ./en.ts.
import type { messages as en } from './en'

export const messages = {
  'privacy.intro':
    'Esta política explica qué datos personales guarda Keyturn, por qué, durante cuánto tiempo, quién los recibe y cómo puede consultarlos, corregirlos o eliminarlos. Solo guardamos lo que exige alquilar un coche.',
  'privacy.contents': 'En esta página',

  'privacy.controller.heading': 'Quién es el responsable',
  'privacy.controller.p1':
    'Keyturn es responsable de los datos personales que se usan en este sitio y de las reservas hechas a través de él. El proveedor de una reserva pasa a ser responsable de los datos que le transmitimos para ese alquiler, según su propia política de privacidad.',

  'privacy.data.heading': 'Qué guardamos',
  'privacy.data.p1': 'Según lo que haga en Keyturn, guardamos:',
  'privacy.data.item.account':
    '<strong>Su cuenta</strong>: nombre, dirección de correo electrónico, número de teléfono, fecha de nacimiento, idioma y moneda preferidos, foto de perfil si añade una, sus preferencias de notificación y su contraseña en forma de huella irreversible que nadie puede leer.',
  'privacy.data.item.bookings':
    '<strong>Sus reservas</strong>: el coche, el proveedor, los lugares, las fechas, las opciones y el precio, los datos del conductor principal y de cualquier conductor adicional (nombre, correo electrónico, teléfono, fecha de nacimiento) y el estado de la reserva.',
  'privacy.data.item.license':
    '<strong>Archivos del permiso de conducir</strong>: la copia del permiso de conducir que sube en su configuración o al reservar, cuando un proveedor la pide.',
  'privacy.data.item.payments':
    '<strong>Referencias de pago</strong>: la forma de pago elegida, el importe y la moneda, y la referencia del pago en nuestro proveedor de pagos. Nunca recibimos ni guardamos números de tarjeta, fechas de caducidad ni códigos de seguridad: usted los escribe en el propio formulario del proveedor de pagos.',
  'privacy.data.item.technical':
    '<strong>Datos técnicos</strong>: su dirección IP y la hora de sus solicitudes, que se usan para la seguridad, para limitar los intentos repetidos y para la verificación antibots que protege los formularios de registro y de reserva.',

  'privacy.purposes.heading': 'Para qué los usamos',
  'privacy.purposes.p1': 'Usamos sus datos únicamente para:',
  'privacy.purposes.item.contract':
    'tramitar, confirmar y gestionar sus reservas, y dar al proveedor lo que necesita para entregarle el coche (es necesario para ejecutar el contrato de alquiler);',
  'privacy.purposes.item.account': 'mantener su cuenta, permitirle iniciar sesión y enviarle los correos y notificaciones que ha pedido;',
  'privacy.purposes.item.security': 'proteger el servicio y a nuestros usuarios contra el fraude y los abusos (nuestro interés legítimo);',
  'privacy.purposes.item.law': 'llevar los registros contables que exige la ley.',
  'privacy.purposes.p2': 'No vendemos sus datos ni los usamos para mostrarle publicidad.',

  'privacy.retention.heading': 'Cuánto tiempo los guardamos',
  'privacy.retention.item.account':
    '<strong>Datos de la cuenta</strong>: mientras su cuenta esté abierta. Cuando nos pide que eliminemos su cuenta, la eliminamos en un plazo de 30 días, salvo los registros de reservas que se describen a continuación.',
  'privacy.retention.item.bookings':
    '<strong>Reservas y referencias de pago</strong>: durante el tiempo que la legislación contable y fiscal nos obliga a conservarlas, como máximo diez años después del final del alquiler; después se eliminan.',
  'privacy.retention.item.license':
    '<strong>Archivos del permiso de conducir</strong>: hasta que los sustituya o los elimine en su configuración, o hasta que se elimine su cuenta.',
  'privacy.retention.item.technical': '<strong>Datos técnicos</strong>: solo el tiempo necesario para la seguridad, 30 días como máximo.',

  'privacy.recipients.heading': 'Quién los recibe',
  'privacy.recipients.p1': 'Solo compartimos datos personales con quienes los necesitan para prestar el servicio:',
  'privacy.recipients.item.supplier':
    '<strong>El proveedor de su reserva</strong>: la reserva y los datos de sus conductores, y la copia del permiso de conducir cuando el proveedor la pide. Un proveedor solo ve sus propias reservas.',
  'privacy.recipients.item.payment':
    '<strong>Los proveedores de pago</strong> (nuestro proveedor de pago con tarjeta y PayPal): el importe, la moneda y la referencia de reserva de un pago en línea, y lo que usted escribe en sus formularios.',
  'privacy.recipients.item.email': '<strong>El envío de correos</strong>: el servicio que entrega nuestros correos recibe su dirección y el mensaje.',
  'privacy.recipients.item.protection':
    '<strong>Verificación antibots e inicio de sesión social</strong>: el servicio de verificación ve su visita a los formularios protegidos; un proveedor de inicio de sesión social solo se usa si usted lo elige.',
  'privacy.recipients.p2':
    'Algunos de estos proveedores pueden tratar datos fuera de su país; están obligados por contrato a protegerlos con el nivel que describe esta política. También comunicamos datos cuando la ley lo exige.',

  'privacy.rights.heading': 'Sus derechos',
  'privacy.rights.p1':
    'Puede pedir acceder a los datos que tenemos sobre usted, corregirlos o eliminarlos. También puede oponerse a un uso de sus datos, pedir que se limite o recibir sus datos en un formato portable.',
  'privacy.rights.p2':
    'Gran parte de esto puede hacerlo usted mismo en su <settingsLink>configuración</settingsLink>: corregir su perfil, sustituir o eliminar el archivo de su permiso de conducir y cambiar sus preferencias de notificación. Para todo lo demás, contáctenos: respondemos en el plazo de un mes. Si no está satisfecho con nuestra respuesta, puede presentar una reclamación ante la autoridad de protección de datos de su país.',

  'privacy.children.heading': 'Menores',
  'privacy.children.p1':
    'Keyturn no presta servicio a menores de 13 años y no recoge sus datos a sabiendas. Si cree que un menor de 13 años nos ha facilitado datos personales, contáctenos y los eliminaremos. En cualquier caso, para reservar un conductor debe tener al menos {minimumAge} años.',

  'privacy.browser.heading': 'Cookies y almacenamiento en su navegador',
  'privacy.browser.p1':
    'Una cookie de sesión mantiene su sesión iniciada; los scripts de la página no pueden leerla. Su navegador también guarda sus preferencias de idioma, moneda y tema de color, y si pidió mantener la sesión iniciada, para conservarlas en su próxima visita. Cerrar la sesión borra su sesión.',

  'privacy.changes.heading': 'Cambios en esta política',
  'privacy.changes.p1':
    'Cuando esta política cambia, publicamos la nueva versión en esta página e informamos por correo electrónico a los Conductores de cualquier cambio en lo que guardamos o en quién lo recibe. Las <tosLink>condiciones de uso</tosLink> regulan el resto de su uso de Keyturn.',
} as const satisfies Record<keyof typeof en, string>
