import { NewsletterLinkPage } from './NewsletterLinkPage'

/** /newsletter/confirm?t=…: the confirmation e-mail's link (double opt-in). */
export default function NewsletterConfirmPage() {
  return <NewsletterLinkPage action="confirm" />
}
