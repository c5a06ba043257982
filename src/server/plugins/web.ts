import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { pickEncoding } from '../lib/http-negotiation';

export type WebBundle = {
  dir: string;
  indexHtml: string;
  /** index.html compressed once at start: it is the first thing every visit fetches. */
  indexBr: Buffer;
  indexGzip: Buffer;
  inlineScriptHashes: string[];
};

/** Reads the built SPA's index.html once and hashes its inline scripts for the CSP. */
export function loadWebBundle(dir: string | undefined): WebBundle | null {
  if (!dir) return null;
  const indexPath = join(dir, 'index.html');
  if (!existsSync(indexPath)) return null;
  const indexHtml = readFileSync(indexPath, 'utf8');
  const inlineScriptHashes = [...indexHtml.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)]
    .map((m) => m[1] ?? '')
    .filter((body) => body.trim() !== '')
    .map((body) => `sha256-${createHash('sha256').update(body).digest('base64')}`);
  const indexBr = brotliCompressSync(indexHtml, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
  return { dir, indexHtml, indexBr, indexGzip: gzipSync(indexHtml, { level: 9 }), inlineScriptHashes };
}

/**
 * Serves the SPA. Hashed assets are cached for a year; everything else revalidates. Unknown
 * page paths get index.html so the SPA shows its own 404; unknown /api paths get JSON.
 */
export async function registerWeb(app: FastifyInstance, bundle: WebBundle | null): Promise<void> {
  if (bundle) {
    await app.register(fastifyStatic, {
      root: bundle.dir,
      wildcard: true,
      index: false,
      // Serves the .br / .gz files written at build (scripts/vite-precompress.ts) when accepted.
      preCompressed: true,
      setHeaders(res, path) {
        const immutable = path.includes(`${join(bundle.dir, 'assets')}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate');
      },
    });
  }
  const sendIndex = (request: FastifyRequest, reply: FastifyReply) => {
    reply.status(200).type('text/html; charset=utf-8').header('cache-control', 'no-cache').header('vary', 'accept-encoding');
    const encoding = pickEncoding(request.headers['accept-encoding']);
    if (bundle && encoding === 'br') return reply.header('content-encoding', 'br').send(bundle.indexBr);
    if (bundle && encoding === 'gzip') return reply.header('content-encoding', 'gzip').send(bundle.indexGzip);
    return reply.send(bundle?.indexHtml);
  };
  if (bundle) app.get('/', sendIndex);
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !path.startsWith('/api/') && path !== '/api';
    if (bundle && wantsPage) return sendIndex(request, reply);
    return reply.status(404).send({ error: 'not_found', message: `No route for ${request.method} ${path}` });
  });
}
