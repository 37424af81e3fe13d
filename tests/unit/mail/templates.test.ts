import { describe, expect, it } from 'vitest'
import { activationMessage, contactMessage, resetMessage } from '../../../src/server/integrations/mail/templates.js'
import { languages } from '../../../src/domain/enums.js'

const link = 'http://localhost:8080/activate?u=0b7c2d4e-1111-4222-8333-444455556666&e=ana%40keyturn.example&t=abc_DEF-123'

describe('e-mail templates', () => {
  it.each([
    ['en', 'Activate your Keyturn account', 'Hello Ana Driver,', 'Activate my account'],
    ['fr', 'Activez votre compte Keyturn', 'Bonjour Ana Driver,', 'Activer mon compte'],
    ['es', 'Active su cuenta de Keyturn', 'Hola Ana Driver:', 'Activar mi cuenta'],
  ] as const)('writes the activation message in %s', (language, subject, greeting, action) => {
    const message = activationMessage({ language, fullName: 'Ana Driver', link })
    expect(message.subject).toBe(subject)
    expect(message.text).toContain(greeting)
    expect(message.text).toContain(`${action}: ${link}`)
    expect(message.html).toContain(`<html lang="${language}">`)
    expect(message.html).toContain(`<title>${subject}</title>`)
    expect(message.html).toContain(`href="${link.replace(/&/g, '&amp;')}"`)
    expect(message.html).toContain(`>${action}</a>`)
  })

  it.each([
    ['en', 'Reset your Keyturn password', 'Choose a new password'],
    ['fr', 'Réinitialisez votre mot de passe Keyturn', 'Choisir un nouveau mot de passe'],
    ['es', 'Restablezca su contraseña de Keyturn', 'Elegir una nueva contraseña'],
  ] as const)('writes the reset message in %s, saying it is single use and expires', (language, subject, action) => {
    const resetLink = link.replace('/activate', '/reset-password')
    const message = resetMessage({ language, fullName: 'Ana', link: resetLink })
    expect(message.subject).toBe(subject)
    expect(message.text).toContain(`${action}: ${resetLink}`)
    expect(message.text).toMatch(/one day|un jour|un día/)
    expect(message.html).toContain(`lang="${language}"`)
  })

  it.each(languages)('writes the contact message in %s with the sender and the message', (language) => {
    const message = contactMessage({
      language,
      from: 'visitor@example.com',
      fullName: 'Vi Sitor',
      subject: 'Pick-up\r\nBcc: evil@example.com',
      message: 'First line\nsecond line\n\nNew paragraph <b>bold?</b>',
    })
    expect(message.subject).not.toMatch(/[\r\n]/)
    expect(message.subject).toContain('Pick-up Bcc: evil@example.com')
    expect(message.text).toContain('Vi Sitor <visitor@example.com>')
    expect(message.text).toContain('First line\nsecond line\n\nNew paragraph <b>bold?</b>')
    expect(message.html).toContain('Vi Sitor &lt;visitor@example.com&gt;')
    expect(message.html).toContain('<p>First line<br>second line</p>')
    expect(message.html).toContain('New paragraph &lt;b&gt;bold?&lt;/b&gt;')
    expect(message.html).not.toContain('<b>')
  })

  it('escapes names in the HTML part', () => {
    const message = activationMessage({ language: 'en', fullName: '<script>alert(1)</script>', link })
    expect(message.html).not.toContain('<script>')
    expect(message.html).toContain('&lt;script&gt;')
  })
})
