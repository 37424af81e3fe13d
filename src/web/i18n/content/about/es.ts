// Acerca de Keyturn (/about) en es; mismos identificadores que ./en.ts.
import type { messages as en } from './en'

export const messages = {
  'about.intro':
    'Keyturn es un mercado de alquiler de coches: un único lugar para comparar los coches de las empresas de alquiler locales, reservar el que mejor se adapta a su viaje y pagar como prefiera.',

  'about.who.heading': 'Quiénes somos',
  'about.who.p1':
    'Somos un pequeño equipo de viajeros e ingenieros cansados de comparar las webs de alquiler una a una, de precios que subían en cada paso y de condiciones escondidas en la letra pequeña. Keyturn reúne las ofertas de proveedores independientes y las muestra de la misma manera, con el precio completo y las condiciones importantes antes de reservar.',
  'about.who.p2':
    'Keyturn funciona en inglés, francés y español, y muestra los precios en dólares estadounidenses, euros, libras esterlinas o dólares australianos.',

  'about.how.heading': 'Cómo funciona el mercado',
  'about.how.p1':
    'Los coches de Keyturn pertenecen a empresas de alquiler, a las que llamamos proveedores: desde mostradores de aeropuerto hasta agencias familiares del centro de la ciudad. Cada proveedor fija sus coches, sus tarifas, su fianza, sus opciones y las formas de pago que acepta; solo se muestran las ofertas que se pueden reservar aquí.',
  'about.how.steps': 'Reservar lleva cuatro pasos:',
  'about.how.step.search': 'Busque por lugar y fechas de recogida y devolución; devuelva el coche donde lo recogió o en otro lugar.',
  'about.how.step.compare': 'Compare las ofertas: tamaño del coche, proveedor, valoración, kilometraje, política de combustible, fianza y precio total.',
  'about.how.step.book':
    'Elija sus opciones (protección, conductor adicional, cancelación, modificaciones), indique los datos del conductor y elija cómo pagar: en el mostrador, la fianza en línea o el total en línea.',
  'about.how.step.drive': 'Recoja el coche en el mostrador del proveedor con su permiso de conducir y la confirmación de la reserva.',

  'about.prices.heading': 'Los precios y cómo ganamos dinero',
  'about.prices.p1':
    'Cada proveedor nos facilita sus tarifas. Keyturn añade un margen al precio del proveedor: ese margen es nuestra fuente de ingresos y ya está incluido en todos los precios que ve. No hay gastos de reserva adicionales, y el precio que aparece al reservar es el de su alquiler con las opciones elegidas.',
  'about.prices.p2':
    'Como el margen está incluido, paga el mismo total tanto si paga en el mostrador como si paga en línea la fianza o el total. Los extras que contrate en el mostrador, como el combustible o el equipamiento, los cobra el proveedor a sus propias tarifas.',

  'about.why.heading': 'Por qué reservar con Keyturn',
  'about.why.item.compare': '<strong>Compare en una sola lista</strong>: las ofertas de varios proveedores para el mismo lugar y las mismas fechas, una junto a otra.',
  'about.why.item.prices': '<strong>Precios completos</strong>: las opciones que elige están en el precio, mostrado en su moneda.',
  'about.why.item.payment': '<strong>Pague a su manera</strong>: en el mostrador, la fianza en línea o el total en línea, según la oferta.',
  'about.why.item.terms':
    '<strong>Condiciones claras</strong>: cancelar 24 horas o más antes de la recogida puede dar derecho a un reembolso completo; nuestras <tosLink>condiciones de uso</tosLink> explican el resto con palabras sencillas.',
  'about.why.item.privacy':
    '<strong>Sus datos respetados</strong>: solo guardamos lo que necesita una reserva y nunca vemos el número de su tarjeta; consulte nuestra <privacyLink>política de privacidad</privacyLink>.',
  'about.why.p1':
    '¿Tiene preguntas antes de reservar? Nuestras <faqLink>preguntas frecuentes</faqLink> tratan de los documentos, la edad, la recogida y la cancelación.',
} as const satisfies Record<keyof typeof en, string>
