// The newsletter: the footer's subscription form and the confirm / unsubscribe pages of its e-mail links.
export const messages = {
  'pageTitle.newsletterConfirm': 'Confirm your subscription',
  'pageTitle.newsletterUnsubscribe': 'Unsubscribe from the newsletter',

  'newsletter.heading': 'Newsletter',
  'newsletter.intro': 'Offers and travel ideas, about once a month. We send a confirmation e-mail first.',
  'newsletter.field.email': 'Your e-mail address',
  'newsletter.subscribe': 'Subscribe',
  'newsletter.subscribed': 'Subscription successful. Please confirm it with the link we sent you.',

  'newsletter.confirm.heading': 'Confirm your subscription',
  'newsletter.confirm.intro': 'Confirm that you want to receive the Keyturn newsletter at this address.',
  'newsletter.confirm.action': 'Confirm my subscription',
  'newsletter.confirm.done': 'Your subscription is confirmed. Every newsletter has a link to unsubscribe.',
  'newsletter.unsubscribe.heading': 'Unsubscribe from the newsletter',
  'newsletter.unsubscribe.intro': 'You will no longer receive the Keyturn newsletter at this address.',
  'newsletter.unsubscribe.action': 'Unsubscribe',
  'newsletter.unsubscribe.done': 'You are unsubscribed. We will not send you the newsletter any more.',
  'newsletter.invalidLink': 'This link is not valid. Subscribe again from the form at the bottom of the page.',
  'newsletter.error.unavailable': 'This could not be done, please try again later.',
} as const
