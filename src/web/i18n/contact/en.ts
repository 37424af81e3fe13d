// The contact page (/contact, spec §3), its page title and the footer's support links.
export const messages = {
  'pageTitle.contact': 'Contact us',

  'contact.heading': 'Contact us',
  'contact.intro': 'Write to our customer care team: we answer by e-mail, usually within one working day.',
  'contact.field.email': 'E-mail',
  'contact.field.subject': 'Subject',
  'contact.field.message': 'Message',
  'contact.send': 'Send',
  'contact.sending': 'Sending…',
  'contact.sent': 'Your message has been sent. We will reply to {email}.',
  'contact.sendAnother': 'Write another message',
  'contact.error.unavailable': 'The message could not be sent, please try again later.',

  'home.care.contactLink': 'Write to customer care',

  'footer.corporateLinks': 'Company',
  'footer.links.about': 'About Keyturn',
  'footer.links.tos': 'Terms of Use',
  'footer.links.privacy': 'Privacy policy',
  'footer.links.cookiePolicy': 'Cookie policy',
  'footer.links.contact': 'Contact us',
  'footer.links.faq': 'FAQ',
  'footer.links.email': 'E-mail: {email}',
} as const
