import { NewsletterLinkPage } from './NewsletterLinkPage'

/** /newsletter/unsubscribe?t=…: the unsubscribe link of every newsletter e-mail. */
export default function NewsletterUnsubscribePage() {
  return <NewsletterLinkPage action="unsubscribe" />
}
