import { createReadStream } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { accessibilityFixups, accessibilityStylesheet } from './api-docs-accessibility.js'

// swagger-ui-dist ships the built renderer: served from node_modules by this server, never a CDN.
const swaggerUiDir = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'))

const ONE_DAY_SECONDS = 86_400

const page = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="description" content="The Keyturn HTTP API, generated from its OpenAPI contract." />
    <title>API reference · Keyturn</title>
    <link rel="stylesheet" href="/api/docs/swagger-ui.css" />
    <link rel="stylesheet" href="/api/docs/accessibility.css" />
  </head>
  <body>
    <div id="swagger-ui"></div>
    <script src="/api/docs/swagger-ui-bundle.js"></script>
    <script src="/api/docs/init.js"></script>
    <script src="/api/docs/accessibility.js"></script>
  </body>
</html>
`

// An own file rather than an inline script: the CSP allows only our scripts.
const init = `window.ui = SwaggerUIBundle({
  url: '/api/docs/openapi.yaml',
  dom_id: '#swagger-ui',
  // Deep links put an anchor inside each operation's button (nested controls, tiny targets: axe).
  deepLinking: false,
  // Handlers are keyed by operationId: show it beside each path.
  displayOperationId: true,
  // The highlighter's colours fail contrast on its dark background; plain samples read well.
  syntaxHighlight: { activated: false },
  // The contract is read from this server; no validator badge calling out to swagger.io.
  validatorUrl: null,
})
`

/**
 * The API reference for developers at /api/docs: Swagger UI rendering openapi/openapi.yaml, the
 * contract the server itself routes and validates with. The renderer loads on this page only,
 * never with the SPA.
 */
export function registerApiDocs(app: FastifyInstance, contractPath: string): void {
  const cached = { 'cache-control': `public, max-age=${ONE_DAY_SECONDS}` }
  app.get('/api/docs', async (_request, reply) => reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(page))
  app.get('/api/docs/init.js', async (_request, reply) => reply.headers(cached).type('text/javascript; charset=utf-8').send(init))
  app.get('/api/docs/accessibility.js', async (_request, reply) =>
    reply.headers(cached).type('text/javascript; charset=utf-8').send(accessibilityFixups),
  )
  app.get('/api/docs/accessibility.css', async (_request, reply) =>
    reply.headers(cached).type('text/css; charset=utf-8').send(accessibilityStylesheet),
  )
  app.get('/api/docs/openapi.yaml', async (_request, reply) =>
    reply.header('cache-control', 'no-cache').type('application/yaml; charset=utf-8').send(createReadStream(contractPath)),
  )
  app.get('/api/docs/swagger-ui.css', async (_request, reply) =>
    reply.headers(cached).type('text/css; charset=utf-8').send(createReadStream(path.join(swaggerUiDir, 'swagger-ui.css'))),
  )
  app.get('/api/docs/swagger-ui-bundle.js', async (_request, reply) =>
    reply.headers(cached).type('text/javascript; charset=utf-8').send(createReadStream(path.join(swaggerUiDir, 'swagger-ui-bundle.js'))),
  )
}
