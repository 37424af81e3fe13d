import type { FastifyInstance } from 'fastify'

/** The route whose body must be kept as received: Stripe signs the exact bytes. */
export const STRIPE_WEBHOOK_PATH = '/api/stripe-webhook'

/**
 * JSON bodies are parsed as before (Fastify's own parser, prototype poisoning refused), and for the
 * Stripe webhook the text is also kept on `request.rawBody`: re-serialising the parsed object would
 * not give back the signed bytes.
 */
export function registerRawWebhookBody(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error')
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (request.routeOptions.url === STRIPE_WEBHOOK_PATH) request.rawBody = body as string
    // Fastify's parser answers through `done` (its type also allows a promise-returning parser)
    void parseJson(request, body as string, done)
  })
}
