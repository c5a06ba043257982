import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Security headers for every answer. Scripts run only from our origin plus the inline scripts
 * of index.html that we hash at start, so no 'unsafe-inline' script is ever allowed.
 */
export async function registerSecurity(
  app: FastifyInstance,
  options: { publicUrl: string; inlineScriptHashes: string[] },
): Promise<void> {
  const headers = securityHeaders(options);
  // The headers are the same for every answer, so they are worked out once, here: helmet
  // through @fastify/helmet rebuilt the whole set (CSP parsed and joined) on every request,
  // a tenth of the server's time on the product list (decision 042).
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}

/** What helmet would set on an answer with these options, as one header object. */
export function securityHeaders(options: {
  publicUrl: string;
  inlineScriptHashes: string[];
}): Record<string, string> {
  const https = options.publicUrl.startsWith('https://');
  const config: HelmetOptions = {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...options.inlineScriptHashes.map((h) => `'${h}'`)],
        // Radix and sonner position elements with inline styles; styles cannot run code.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // https: pictures a catalogue import links to (decision 138); images cannot run code.
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  };
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    // helmet removes X-Powered-By; Fastify never sets it.
    removeHeader() {},
  };
  helmet(config)(
    {} as IncomingMessage,
    recorder as unknown as ServerResponse,
    (error?: unknown) => {
      if (error) throw error;
    },
  );
  headers['permissions-policy'] = 'camera=(), microphone=(), geolocation=(), payment=()';
  return headers;
}
