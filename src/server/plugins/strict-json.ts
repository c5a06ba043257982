import type { FastifyInstance } from 'fastify';
import { badRequest } from '../lib/domain-error';

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * JSON bodies must be valid UTF-8. Fastify's own parser decodes broken bytes into U+FFFD and
 * carries on, which would store mangled text; here the client hears what is wrong instead.
 * Prototype-poisoning checks stay those of the default parser.
 */
export function registerStrictJson(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    let text: string;
    try {
      text = utf8.decode(body as Buffer);
    } catch {
      done(badRequest('The request body is not valid UTF-8.', 'invalid_utf8'), undefined);
      return;
    }
    parseJson(request, text, done);
  });
}
