// The server's error messages in French and Spanish, beside the English
// catalogue of ./errors.ts. Wording follows the SPA's own translations of the
// same situations (src/web/i18n/**/fr.ts, es.ts) where there is one; every
// `{name}` placeholder of the English message is kept as it is.
import type { Language } from './enums'
import { errorMessages, fillPlaceholders, type ErrorCode } from './errors'

export const errorMessagesFr: Record<ErrorCode, string> = {
  NOT_IMPLEMENTED: 'Cette fonctionnalité n’est pas encore disponible',
  SERVICE_UNAVAILABLE: 'Le service est indisponible, veuillez réessayer plus tard',
  VALIDATION_ERROR: 'Veuillez corriger les erreurs',
  NOT_FOUND: 'Introuvable',
  UNAUTHORIZED: 'Non autorisé',
  FORBIDDEN: 'Accès refusé',
  CONFLICT: 'Conflit',
  RATE_LIMITED: 'Trop de requêtes',
  INTERNAL_ERROR: 'Une erreur non gérée s’est produite',
  PAYLOAD_TOO_LARGE: 'Contenu trop volumineux',
  UNSUPPORTED_MEDIA_TYPE: 'Type de média non pris en charge',
  UNHANDLED_ERROR: 'Une erreur non gérée s’est produite',
  LANGUAGE_CHANGE_FAILED: 'Une erreur s’est produite lors du changement de langue',
  PASSWORD_UPDATE_FAILED: 'Une erreur s’est produite lors de la modification du mot de passe',
  ACTIVATION_LINK_EXPIRED: 'Votre lien d’activation de compte a expiré',
  RECAPTCHA_ERROR: 'Erreur reCAPTCHA',
  INCORRECT_CREDENTIALS: 'E-mail ou mot de passe incorrect',
  ACCOUNT_SUSPENDED: 'Votre compte est suspendu.',
  SIGN_UP_FAILED: 'Une erreur s’est produite lors de l’inscription',
  VALIDATION_EMAIL_FAILED: 'Une erreur s’est produite lors de l’envoi de l’e-mail de validation',
  EMAIL_NOT_REGISTERED: 'Adresse e-mail non enregistrée',
  PAYMENT_FAILED: 'Le paiement a échoué',
  CONFIRMATION_FAILED: 'Une erreur s’est produite ! Réessayez plus tard',
  CURRENCY_NOT_SUPPORTED: 'Devise {currency} non prise en charge',
  URL_PART_MISSING: 'Une partie de l’URL est manquante',
  CURRENCY_MALFORMED_QUERY: 'Requête mal formée.',
  CURRENCY_NOT_FOUND: 'Devise introuvable',
  RATE_PROVIDER_INVALID_API_KEY: 'Clé d’API invalide !',
  RATE_PROVIDER_INVALID_BASE: 'Devise de base invalide.',
  RATE_PROVIDER_PAID_PLAN_REQUIRED: 'Une offre payante est nécessaire...',
  RATE_DATA_EMPTY: 'Aucune donnée renvoyée lors de la récupération des taux de change.',
  RATE_CURRENCY_MISSING: 'La devise {currency} est absente des taux de change',
  EMAIL_ALREADY_REGISTERED: 'Cette adresse e-mail est déjà enregistrée',
  WRONG_PASSWORD: 'Mot de passe incorrect',
  BOOKING_CONFLICT: 'Cette voiture n’est pas disponible à ces dates',
  DRIVER_TOO_YOUNG: 'Vous devez avoir au moins 21 ans',
  LICENSE_REQUIRED: 'Le permis de conduire est obligatoire',
  NO_PAYMENT_OPTION: 'Cette voiture ne peut pas être payée avec les moyens de paiement disponibles ici',
  RENTAL_TOO_LONG: 'La location peut durer au plus {days} jours',
  BEYOND_BOOKING_HORIZON: 'Les voitures peuvent être réservées au plus {days} jours à l’avance',
  EMAIL_CONFIRMATION_REQUIRED:
    'Veuillez confirmer votre adresse e-mail (voir l’e-mail d’activation) avant de réserver d’autres voitures avec paiement au comptoir',
  UNPAID_HOLDS_LIMIT:
    'Trop de réservations non payées de comptes non confirmés sont déjà retenues depuis votre connexion. Confirmez l’adresse e-mail d’une réservation précédente (voir son e-mail d’activation) ou connectez-vous avec un compte confirmé pour réserver davantage',
  FILE_CONTENT_NOT_ACCEPTED: 'Le contenu de ce fichier n’est ni un PDF ni une image (JPEG, PNG ou WebP), quel que soit son nom',
  NOT_READY: 'Le serveur n’est pas prêt : {parts}',
}

export const errorMessagesEs: Record<ErrorCode, string> = {
  NOT_IMPLEMENTED: 'Esta función aún no está disponible',
  SERVICE_UNAVAILABLE: 'El servicio no está disponible; inténtelo de nuevo más tarde',
  VALIDATION_ERROR: 'Corrija los errores',
  NOT_FOUND: 'No encontrado',
  UNAUTHORIZED: 'No autorizado',
  FORBIDDEN: 'Acceso denegado',
  CONFLICT: 'Conflicto',
  RATE_LIMITED: 'Demasiadas solicitudes',
  INTERNAL_ERROR: 'Se produjo un error no controlado',
  PAYLOAD_TOO_LARGE: 'Contenido demasiado grande',
  UNSUPPORTED_MEDIA_TYPE: 'Tipo de medio no compatible',
  UNHANDLED_ERROR: 'Se produjo un error no controlado',
  LANGUAGE_CHANGE_FAILED: 'Se produjo un error al cambiar el idioma',
  PASSWORD_UPDATE_FAILED: 'Se produjo un error al actualizar la contraseña',
  ACTIVATION_LINK_EXPIRED: 'El enlace de activación de su cuenta ha caducado',
  RECAPTCHA_ERROR: 'Error de reCAPTCHA',
  INCORRECT_CREDENTIALS: 'Correo electrónico o contraseña incorrectos',
  ACCOUNT_SUSPENDED: 'Su cuenta está suspendida.',
  SIGN_UP_FAILED: 'Se produjo un error durante el registro',
  VALIDATION_EMAIL_FAILED: 'Se produjo un error al enviar el correo de validación',
  EMAIL_NOT_REGISTERED: 'Correo electrónico no registrado',
  PAYMENT_FAILED: 'El pago ha fallado',
  CONFIRMATION_FAILED: '¡Algo ha salido mal! Inténtelo más tarde',
  CURRENCY_NOT_SUPPORTED: 'La moneda {currency} no es compatible',
  URL_PART_MISSING: 'Falta una parte de la URL',
  CURRENCY_MALFORMED_QUERY: 'Consulta mal formada.',
  CURRENCY_NOT_FOUND: 'Moneda no encontrada',
  RATE_PROVIDER_INVALID_API_KEY: '¡Clave de API no válida!',
  RATE_PROVIDER_INVALID_BASE: 'Moneda base no válida.',
  RATE_PROVIDER_PAID_PLAN_REQUIRED: 'Se requiere un plan de pago...',
  RATE_DATA_EMPTY: 'No se recibieron datos al obtener los tipos de cambio.',
  RATE_CURRENCY_MISSING: 'La moneda {currency} no figura en los tipos de cambio',
  EMAIL_ALREADY_REGISTERED: 'Esta dirección de correo electrónico ya está registrada',
  WRONG_PASSWORD: 'Contraseña incorrecta',
  BOOKING_CONFLICT: 'Este coche no está disponible para estas fechas',
  DRIVER_TOO_YOUNG: 'Debe tener al menos 21 años',
  LICENSE_REQUIRED: 'El permiso de conducir es obligatorio',
  NO_PAYMENT_OPTION: 'Este coche no se puede pagar con las formas de pago disponibles aquí',
  RENTAL_TOO_LONG: 'El alquiler puede durar como máximo {days} días',
  BEYOND_BOOKING_HORIZON: 'Los coches se pueden reservar como máximo con {days} días de antelación',
  EMAIL_CONFIRMATION_REQUIRED:
    'Confirme su dirección de correo electrónico (consulte el correo de activación) antes de reservar más coches con pago en el mostrador',
  UNPAID_HOLDS_LIMIT:
    'Ya hay demasiadas reservas sin pagar de cuentas sin confirmar retenidas desde su conexión. Confirme la dirección de correo electrónico de una reserva anterior (consulte su correo de activación) o inicie sesión con una cuenta confirmada para reservar más',
  FILE_CONTENT_NOT_ACCEPTED: 'El contenido de este archivo no es un PDF ni una imagen (JPEG, PNG o WebP), diga lo que diga su nombre',
  NOT_READY: 'El servidor no está listo: {parts}',
}

/**
 * SERVICE_UNAVAILABLE when the database cannot answer (it restarts, is out of reach, or the embedded
 * one's thread is gone; issue 26): the error says so in the caller's language, and that it passes.
 */
export const databaseUnavailableMessages: Record<Language, string> = {
  en: 'The database is unavailable, please try again in a moment',
  fr: 'La base de données est indisponible, veuillez réessayer dans un instant',
  es: 'La base de datos no está disponible; inténtelo de nuevo en un momento',
}

const catalogues: Record<Language, Record<ErrorCode, string>> = {
  en: errorMessages,
  fr: errorMessagesFr,
  es: errorMessagesEs,
}

/** The catalogue message of `code` in `language` with `{name}` placeholders filled (unknown ones left as they are). */
export function localizedErrorMessage(
  code: ErrorCode,
  language: Language,
  values: Record<string, string | number> = {},
): string {
  // An unsupported language reaching here at run time gets the English message.
  const catalogue = Object.hasOwn(catalogues, language) ? catalogues[language] : errorMessages
  return fillPlaceholders(catalogue[code], values)
}
