import type { messages as en } from './en'

// The frame's own texts (header, footer, errors, home page) in es; part of ../frame/es.ts.
export const messages = {
  'app.name': 'Keyturn',
  'app.title': 'Keyturn — alquiler de coches con proveedores de confianza',
  'app.loadingPage': 'Cargando la página',
  'app.skipToContent': 'Ir al contenido principal',

  'header.homeLink': 'Keyturn',
  'header.mainNavigation': 'Principal',
  'header.preferences': 'Preferencias',
  'header.language': 'Idioma: {language}',
  'header.currency': 'Moneda: {currency}',
  'header.colorMode': 'Tema: {mode}',
  'colorMode.light': 'Claro',
  'colorMode.dark': 'Oscuro',
  'colorMode.system': 'Sistema',

  'footer.corporate': 'Keyturn es un mercado de alquiler de coches que conecta a conductores con proveedores locales.',
  'footer.explore': 'Explorar',
  'footer.support': 'Ayuda',
  'footer.links.carSizes': 'Tamaños de coche',
  'footer.links.destinations': 'Destinos',
  'footer.links.customerCare': 'Atención al cliente',
  'footer.copyright': '© {year} Keyturn. Todos los derechos reservados.',

  'toast.close': 'Cerrar',
  // The error summary of every form (src/web/components/error-summary), under its message.
  'form.errorSummary.count': '{count, plural, one {# campo requiere su atención:} other {# campos requieren su atención:}}',
  'errors.unhandled': 'Se produjo un error no controlado',
  'errors.reference': 'Referencia: {reference}',
  'errors.languageChangeFailed': 'Se produjo un error al cambiar el idioma',
  'errors.pageFailed': 'No se pudo mostrar esta página.',
  'errors.noPaymentOption': 'Este coche no se puede reservar aquí: ninguna de las formas de pago que acepta su proveedor está disponible en este sitio.',
  'errors.rentalTooLong': 'Un alquiler puede durar como máximo {days, plural, one {# día} other {# días}}.',
  'errors.beyondBookingHorizon': 'Los coches se pueden reservar como máximo con {days, plural, one {# día} other {# días}} de antelación.',
  'common.opensInNewTab': '(se abre en una pestaña nueva)',
  'common.backHome': 'Volver a la página de inicio',
  'common.retry': 'Reintentar',

  'notFound.title': '¡Aquí no hay nada que ver!',
  'notFound.body': 'La página que busca no existe o se ha movido.',
  'notFound.search': 'Buscar un coche',
  'notFound.links': 'O vaya a',

  'home.hero.eyebrow': 'Mercado de alquiler de coches',
  'home.hero.title': 'El coche adecuado para cada viaje',
  'home.hero.pitch':
    'Compare ofertas de proveedores locales de confianza, vea el precio completo en su moneda y elija cómo pagar: en el mostrador, un depósito en línea o el total.',
  'home.hero.point.prices': 'Precios completos, sin sorpresas',
  'home.hero.point.payment': 'Pague ahora, un depósito o en el mostrador',
  'home.hero.point.languages': 'En español, inglés y francés',

  'home.carSizes.title': 'Elija el tamaño de su coche',
  'home.carSizes.intro': 'Desde utilitarios urbanos hasta monovolúmenes familiares, elija el tamaño que se adapta a su viaje.',
  'home.carSizes.mini.title': 'MINI',
  'home.carSizes.mini.body': 'Pequeño y económico, fácil de aparcar en la ciudad. Ideal para dos personas con poco equipaje.',
  'home.carSizes.midi.title': 'MIDI',
  'home.carSizes.midi.body': 'Espacio para cuatro o cinco personas y su equipaje, cómodo en autopista.',
  'home.carSizes.maxi.title': 'MAXI',
  'home.carSizes.maxi.body': 'Berlinas grandes, SUV y monovolúmenes para familias, grupos y mucho equipaje.',

  'home.destinations.title': 'Destinos populares',
  'home.destinations.intro':
    '{count, plural, one {El país} other {Los # países}} donde tenemos {minimum} oficinas o más para recoger su coche, en aeropuertos, estaciones y centros urbanos.',
  'home.destinations.locationCount': '{count, plural, one {# oficina} other {# oficinas}}',
  'home.destinations.loading': 'Cargando destinos…',
  'home.destinations.error': 'No se pudieron cargar los destinos.',
  'home.destinations.empty': 'Todavía no hay destinos disponibles.',

  'home.whyUs.title': 'Por qué reservar con Keyturn',
  'home.whyUs.compare.title': 'Compare proveedores',
  'home.whyUs.compare.body': 'Ofertas de varias empresas de alquiler para las mismas fechas y el mismo lugar, en una sola lista.',
  'home.whyUs.prices.title': 'Precios claros',
  'home.whyUs.prices.body': 'El precio incluye las opciones que elija, en la moneda que prefiera.',
  'home.whyUs.payment.title': 'Pague a su manera',
  'home.whyUs.payment.body': 'Pague en línea el total o un depósito, o en el mostrador con los proveedores que lo permiten.',
  'home.whyUs.language.title': 'Su idioma',
  'home.whyUs.language.body': 'Reserve en español, inglés o francés y cambie cuando quiera.',

  'home.services.title': 'Servicios para su alquiler',
  'home.services.intro': 'Añada lo que necesite al reservar; cada oferta indica lo que incluye.',
  'home.services.mileage.title': 'Kilometraje ilimitado',
  'home.services.mileage.body': 'Muchas ofertas incluyen kilometraje ilimitado: los viajes largos no cuestan más.',
  'home.services.protection.title': 'Opciones de protección',
  'home.services.protection.body': 'Protección contra robo, exención de daños por colisión o seguro a todo riesgo.',
  'home.services.driver.title': 'Conductor adicional',
  'home.services.driver.body': 'Compartan el volante en los viajes largos añadiendo un segundo conductor.',
  'home.services.flexible.title': 'Cancelación y cambios',
  'home.services.flexible.body':
    'Modifique o cancele su reserva; cancelar 24 horas o más antes del alquiler puede dar un reembolso completo.',

  'home.care.title': 'Atención al cliente',
  'home.care.intro': 'Estamos a su lado antes, durante y después del alquiler.',
  'home.care.before.title': 'Antes de reservar',
  'home.care.before.body': 'Ayuda para elegir un coche, entender las condiciones de un proveedor o los documentos necesarios.',
  'home.care.during.title': 'Durante el alquiler',
  'home.care.during.body': 'Los datos de su reserva y el contacto del proveedor siempre a mano en su cuenta.',
  'home.care.after.title': 'Después de la devolución',
  'home.care.after.body': 'Las preguntas sobre un depósito, un cargo o una cancelación se responden rápidamente.',

  'home.suppliers.title': 'Nuestros proveedores',
  'home.suppliers.intro':
    '{count, plural, one {# proveedor de confianza ofrece} other {# proveedores de confianza ofrecen}} sus coches en Keyturn.',
  'home.suppliers.carCount': '{count, plural, one {# coche} other {# coches}}',
  'home.suppliers.loading': 'Cargando proveedores…',
  'home.suppliers.error': 'No se pudieron cargar los proveedores.',
} satisfies Record<keyof typeof en, string>
