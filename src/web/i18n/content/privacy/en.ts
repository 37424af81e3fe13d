// The privacy policy (/privacy) in en. Loaded with the page only (see ../page-text.ts).
export const messages = {
  'privacy.intro':
    'This policy explains which personal data Keyturn keeps, why, for how long, who receives it and how you can see, correct or delete it. We keep only what renting a car requires.',
  'privacy.contents': 'On this page',

  'privacy.controller.heading': 'Who is responsible',
  'privacy.controller.p1':
    'Keyturn is responsible for the personal data used on this site and for your bookings made through it. The supplier of a booking becomes responsible for the data we pass to it for that rental, under its own privacy policy.',

  'privacy.data.heading': 'What we keep',
  'privacy.data.p1': 'Depending on what you do on Keyturn, we keep:',
  'privacy.data.item.account':
    '<strong>Your account</strong>: name, e-mail address, phone number, birth date, preferred language and currency, profile picture if you add one, your notification settings, and your password as a one-way hash that nobody can read back.',
  'privacy.data.item.bookings':
    '<strong>Your bookings</strong>: the car, supplier, places, dates, options and price, the details of the main driver and of any additional driver (name, e-mail, phone, birth date), and the booking’s status.',
  'privacy.data.item.license':
    '<strong>Driver’s license files</strong>: the copy of a driver’s license you upload in your settings or at the checkout when a supplier asks for it.',
  'privacy.data.item.payments':
    '<strong>Payment references</strong>: the way you chose to pay, the amount and currency, and the reference of the payment at our payment provider. We never receive or keep card numbers, expiry dates or security codes: you type them into the payment provider’s own form.',
  'privacy.data.item.technical':
    '<strong>Technical data</strong>: your IP address and the time of your requests, used for security, to limit repeated attempts and for the bot check that protects sign-up and booking forms.',

  'privacy.purposes.heading': 'Why we use it',
  'privacy.purposes.p1': 'We use your data only to:',
  'privacy.purposes.item.contract':
    'take, confirm and manage your bookings, and give the supplier what it needs to hand you the car (this is needed to perform the rental contract);',
  'privacy.purposes.item.account': 'keep your account, sign you in and send the e-mails and notifications you asked for;',
  'privacy.purposes.item.security': 'protect the service and our users against fraud and abuse (our legitimate interest);',
  'privacy.purposes.item.law': 'keep the accounting records that the law requires.',
  'privacy.purposes.p2': 'We do not sell your data, and we do not use it to show you advertising.',

  'privacy.retention.heading': 'How long we keep it',
  'privacy.retention.item.account':
    '<strong>Account data</strong>: as long as your account is open. When you ask us to delete your account, we delete it within 30 days, except the booking records described next.',
  'privacy.retention.item.bookings':
    '<strong>Bookings and payment references</strong>: as long as accounting and tax law requires us to keep them, at most ten years after the end of the rental; then they are deleted.',
  'privacy.retention.item.license':
    '<strong>Driver’s license files</strong>: until you replace or delete them in your settings, or your account is deleted.',
  'privacy.retention.item.technical': '<strong>Technical data</strong>: only as long as needed for security, at most 30 days.',

  'privacy.recipients.heading': 'Who receives it',
  'privacy.recipients.p1': 'We share personal data only with those who need it to provide the service:',
  'privacy.recipients.item.supplier':
    '<strong>The supplier of your booking</strong>: the booking and the details of its drivers, and the driver’s license copy when the supplier asks for one. A supplier sees only its own bookings.',
  'privacy.recipients.item.payment':
    '<strong>Payment providers</strong> (our card payment provider and PayPal): the amount, currency and booking reference of an online payment, and what you type into their forms.',
  'privacy.recipients.item.email': '<strong>E-mail delivery</strong>: the service that delivers our e-mails receives your address and the message.',
  'privacy.recipients.item.protection':
    '<strong>Bot check and sign-in providers</strong>: the bot-check service sees your visit to the protected forms; a social sign-in provider is used only if you choose it.',
  'privacy.recipients.p2':
    'Some of these providers may process data outside your country; they are bound by contract to protect it to the standard this policy describes. We also disclose data when the law requires it.',

  'privacy.rights.heading': 'Your rights',
  'privacy.rights.p1':
    'You may ask to access the data we hold about you, to correct it, or to delete it. You may also object to a use of your data, ask to limit it, or receive your data in a portable format.',
  'privacy.rights.p2':
    'Much of this you can do yourself in your <settingsLink>settings</settingsLink>: correct your profile, replace or delete your driver’s license file and change your notification choices. For anything else, contact us: we answer within one month. If you are not satisfied with our answer, you may complain to the data protection authority of your country.',

  'privacy.children.heading': 'Children',
  'privacy.children.p1':
    'Keyturn does not serve children under 13 and does not knowingly collect their data. If you believe a child under 13 has given us personal data, contact us and we will delete it. Drivers must in any case be at least {minimumAge} years old to book.',

  'privacy.browser.heading': 'Cookies and storage in your browser',
  'privacy.browser.p1':
    'A session cookie keeps you signed in; it cannot be read by the page’s scripts. Your browser also keeps your choices of language, currency and colour theme, and whether you asked to stay connected, so they stay the same on your next visit. Signing out clears your session.',

  'privacy.changes.heading': 'Changes to this policy',
  'privacy.changes.p1':
    'When this policy changes, we publish the new version on this page, and we tell Drivers by e-mail about any change to what we keep or who receives it. The <tosLink>Terms of Use</tosLink> govern the rest of your use of Keyturn.',
} as const
