import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { completeOperation } from './api-operation';
import { documentComponents, documentRoute } from './document-zod-schemas';

/**
 * The API contract, published: OpenAPI 3.1 generated from the routes' zod schemas at
 * /api/openapi.json, and a reference page at /api/docs (Swagger UI, served from our own origin,
 * so it works offline and under our CSP: its scripts are files, none inline).
 * Register before the routes: both the completion hook and the generator see routes as added.
 */
export async function registerApiDocs(
  app: FastifyInstance,
  options: { publicUrl: string },
): Promise<void> {
  app.addHook('onRoute', (route) => completeOperation(route, app));
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Layerworks shop API',
        version: '1',
        description:
          'Money travels as decimal strings, dates as ISO 8601. Errors answer { error, message }.',
      },
      servers: [{ url: options.publicUrl }],
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: documentRoute,
    transformObject: documentComponents,
  });
  // The document is built once, on first request, and kept (the route table is sealed by then).
  app.get('/api/openapi.json', { schema: { hide: true } }, async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=0, must-revalidate').send(app.swagger()),
  );
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    uiConfig: { url: '/api/openapi.json', validatorUrl: null, deepLinking: true },
  });
}
