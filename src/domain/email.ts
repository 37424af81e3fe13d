// The e-mail address rule of spec §5 ('Invalid email address'), shared by every form that asks for
// one and by the contract's Email schema (its pattern is EMAIL_PATTERN, checked by a test), so the
// server and the SPA refuse the same texts (kept free of heavy imports: the footer's newsletter
// form loads with every page).
// One address and nothing else (issue 21): a local part of the characters an unquoted address may
// hold (no comma, semicolon, space, quote or angle bracket, so no list and no display name), then
// a domain of one or more dotted labels.
export const EMAIL_PATTERN =
  "^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\\.)+[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$"
export const EMAIL_MAX_LENGTH = 254

const EMAIL = new RegExp(EMAIL_PATTERN)

/** Whether `value` (trimmed, as the forms send it) is exactly one e-mail address. */
export const isEmail = (value: string) => EMAIL.test(value.trim()) && value.trim().length <= EMAIL_MAX_LENGTH
