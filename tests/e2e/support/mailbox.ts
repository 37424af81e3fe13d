// The e2e server sends real mail to the SMTP double started by global-setup. Tests run in other
// processes, so global-setup also serves the double's messages over HTTP:
//   GET {mailboxUrl}/next?to=<address>  → the next message to that address not returned yet (waits up to 10 s),
//                                          JSON { subject, text, html, links }, or 404 when none arrives.
import type { IncomingMessage, ServerResponse } from 'node:http'
import { startHttpDouble, type HttpDouble } from '../../fixtures/doubles/http-double.js'
import type { SmtpDouble } from '../../fixtures/doubles/smtp.js'

export interface MailboxMessage {
  to: string[]
  subject: string
  text: string
  html: string
  links: string[]
}

const WAIT_MS = 10_000

export function startMailbox(smtp: SmtpDouble): Promise<HttpDouble> {
  return startHttpDouble((request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://mailbox')
    const to = url.searchParams.get('to')
    if (url.pathname !== '/next' || !to) {
      response.writeHead(400).end()
      return
    }
    smtp.waitForMessage(to, WAIT_MS).then(
      (message) => {
        const body: MailboxMessage = {
          to: message.envelopeTo,
          subject: message.subject,
          text: message.text,
          html: message.html,
          links: smtp.linksOf(message),
        }
        response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body))
      },
      (error: Error) => response.writeHead(404, { 'content-type': 'text/plain' }).end(error.message),
    )
  })
}

/** For tests: the next e-mail the server sent to `to`. */
export async function nextMessage(mailboxUrl: string, to: string): Promise<MailboxMessage> {
  const response = await fetch(`${mailboxUrl}/next?to=${encodeURIComponent(to)}`)
  if (!response.ok) throw new Error(`mailbox: ${response.status} ${await response.text()}`)
  return (await response.json()) as MailboxMessage
}
