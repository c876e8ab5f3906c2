import type { FastifyInstance } from 'fastify';
import swaggerUi from '@fastify/swagger-ui';

/**
 * The browsable API reference at /api/docs, drawn from the same OpenAPI document as
 * /api/v1/openapi.json. Swagger UI's files are served from the package itself (no CDN, works
 * offline) with no inline script, so the app's CSP (script-src 'self') stays as it is; the online
 * validator badge is off because it would call validator.swagger.io.
 */
export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    uiConfig: { validatorUrl: null, docExpansion: 'list', deepLinking: true, persistAuthorization: false },
    staticCSP: false,
  });
}
