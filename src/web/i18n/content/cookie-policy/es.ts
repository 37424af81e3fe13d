// Política de cookies (/cookie-policy) en es; mismos identificadores que ./en.ts.
import type { messages as en } from './en'

export const messages = {
  'cookiePolicy.intro':
    'Esta página enumera cada cookie y cada dato de almacenamiento del navegador que Keyturn guarda, para qué sirve y cuánto dura. Solo uno es opcional: la analítica, que permanece desactivada mientras no la acepte.',
  'cookiePolicy.contents': 'En esta página',

  'cookiePolicy.what.heading': 'Cookies y almacenamiento del navegador',
  'cookiePolicy.what.p1':
    'Una cookie es un pequeño archivo que su navegador guarda para un sitio web y le devuelve en cada visita. El almacenamiento del navegador (almacenamiento local y de sesión) es parecido, pero permanece en su navegador y nunca se nos envía por sí solo. Solo los usamos para lo que se describe aquí; ninguno se usa para publicidad.',

  'cookiePolicy.necessary.heading': 'Necesarios para que el sitio funcione',
  'cookiePolicy.necessary.p1': 'Se guardan sin preguntar, porque iniciar sesión y reservar no funcionan sin ellos:',
  'cookiePolicy.necessary.item.session':
    '<strong>keyturn_session</strong> (cookie; llamada <strong>__Host-keyturn_session</strong> en una conexión segura): mantiene su sesión iniciada. Los scripts de la página no pueden leerla y solo se envía a Keyturn. Dura hasta que cierra el navegador, o 30 días si elige «Mantener la sesión iniciada»; cerrar la sesión la elimina al instante.',
  'cookiePolicy.necessary.item.user':
    '<strong>bc-fe-user</strong> (almacenamiento local): su nombre, correo electrónico, idioma y foto de perfil mientras tiene la sesión iniciada, para que la página le reconozca antes de que responda el servidor. Se borra al cerrar la sesión.',
  'cookiePolicy.necessary.item.stayConnected':
    '<strong>bc-fe-stay-connected</strong> (almacenamiento local): recuerda si eligió «Mantener la sesión iniciada» al iniciarla. Se borra al cerrar la sesión.',
  'cookiePolicy.necessary.item.checkoutDraft':
    '<strong>bc-fe-checkout-draft</strong> (almacenamiento de sesión): lo que escribió y eligió en la reserva, para no perderlo al ir hacia atrás y hacia delante. Desaparece al cerrar la pestaña.',

  'cookiePolicy.preferences.heading': 'Sus preferencias',
  'cookiePolicy.preferences.p1':
    'Recuerdan lo que elige en la cabecera. Los tres primeros se copian también en una cookie del mismo nombre, que solo lee nuestro servidor, para que cada página llegue ya en su idioma, su moneda y su tema. Permanecen hasta que borre los datos del sitio en su navegador:',
  'cookiePolicy.preferences.item.language': '<strong>bc-fe-language</strong> (almacenamiento local y cookie): el idioma de la interfaz.',
  'cookiePolicy.preferences.item.currency': '<strong>bc-fe-currency</strong> (almacenamiento local y cookie): la moneda en que se muestran los precios.',
  'cookiePolicy.preferences.item.mode': '<strong>mode</strong> (almacenamiento local y cookie): el tema elegido: claro, oscuro o el del sistema.',
  'cookiePolicy.preferences.item.colorScheme':
    '<strong>color-scheme</strong> (almacenamiento local): el esquema claro u oscuro en uso, para que la página se abra con los colores correctos sin parpadeo.',

  'cookiePolicy.consent.heading': 'El registro de su consentimiento',
  'cookiePolicy.consent.p1':
    '<strong>bc-fe-analytics-consent</strong> (almacenamiento local, y una cookie del mismo nombre que solo lee nuestro servidor): su respuesta a la pregunta sobre la analítica, «granted» (aceptada) o «denied» (rechazada), para no repetírsela en cada página. Permanece hasta que cambie su elección o borre los datos del sitio; entonces se la volvemos a hacer.',

  'cookiePolicy.analytics.heading': 'Analítica (solo si la acepta)',
  'cookiePolicy.analytics.p1':
    'Cuando la analítica está activa y usted la acepta, Google Analytics cuenta las páginas visitadas, para que veamos qué partes de Keyturn ayudan a la gente y cuáles no. Guarda estas cookies:',
  'cookiePolicy.analytics.item.ga':
    '<strong>_ga</strong> (cookie): distingue las visitas de un visitante de las de otro, sin decirnos quién es usted. Dura 2 años.',
  'cookiePolicy.analytics.item.gaSession':
    '<strong>_ga_</strong> seguido de nuestro identificador de medición (cookie): guarda el estado de la visita en curso. Dura 2 años.',
  'cookiePolicy.analytics.p2':
    'Si rechaza la analítica, o aún no ha respondido, su script no se carga y no se envía nada a Google. Si retira su consentimiento más adelante, dejamos de enviar páginas vistas y borramos estas cookies.',

  'cookiePolicy.choice.heading': 'Cambiar su elección',
  'cookiePolicy.choice.p1':
    'Puede cambiar su elección sobre la analítica en cualquier momento con los botones de abajo, a los que también llega desde «Configuración de cookies» al pie de cada página. También puede borrar las cookies y los datos del sitio en la configuración de su navegador; el sitio le volverá a preguntar.',
} as const satisfies Record<keyof typeof en, string>
