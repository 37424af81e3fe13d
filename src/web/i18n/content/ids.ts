// The message ids of the content pages' own catalogues (types only: the texts load with their pages).
import type { messages as about } from './about/en'
import type { messages as cookiePolicy } from './cookie-policy/en'
import type { messages as faq } from './faq/en'
import type { messages as privacy } from './privacy/en'
import type { messages as tos } from './tos/en'

export type AboutMessageId = keyof typeof about
export type TosMessageId = keyof typeof tos
export type PrivacyMessageId = keyof typeof privacy
export type FaqMessageId = keyof typeof faq
export type CookiePolicyMessageId = keyof typeof cookiePolicy
export type ContentMessageId = AboutMessageId | TosMessageId | PrivacyMessageId | FaqMessageId | CookiePolicyMessageId
