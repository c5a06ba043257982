import type { IncomingMessage, ServerResponse } from 'node:http';

/** Small helpers for the printer fakes' HTTP servers: JSON answers, bounded request bodies. */

const JSON_BODY_LIMIT = 64 * 1024;

export function send(
  res: ServerResponse,
  status: number,
  body?: unknown,
  headers: Record<string, string> = {},
): void {
  if (body === undefined) {
    res.writeHead(status, headers).end();
    return;
  }
  res
    .writeHead(status, { 'Content-Type': 'application/json', ...headers })
    .end(JSON.stringify(body));
}

/** The request body, or null when it is over `limit` (the rest is not read). */
export async function readBody(req: IncomingMessage, limit: number): Promise<Buffer | null> {
  if (Number(req.headers['content-length'] ?? 0) > limit) return null;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) return null;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** A JSON object body (64 KB at most), or null. */
export async function readJson(req: IncomingMessage): Promise<Record<string, unknown> | null> {
  const body = await readBody(req, JSON_BODY_LIMIT);
  try {
    const value: unknown = body ? JSON.parse(body.toString('utf8')) : null;
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
