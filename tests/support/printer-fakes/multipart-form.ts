/**
 * A small multipart/form-data reader for the printer fakes (RFC 7578): a body already read whole
 * (the fake bounds its size), a few parts, each with a Content-Disposition. Answers null for
 * anything it cannot read, which the fakes turn into the printer's 400. Tests only.
 */

export type FormPart = { name: string; filename: string | null; bytes: Buffer };

const MAX_PARTS = 16;
const MAX_HEADER_BYTES = 2_048;

function boundaryOf(contentType: string): string | null {
  if (!/^multipart\/form-data\s*;/i.test(contentType)) return null;
  const match = /boundary=(?:"([^"]{1,70})"|([^\s;"]{1,70}))/i.exec(contentType);
  return match ? (match[1] ?? match[2] ?? null) : null;
}

function disposition(headers: string): { name: string; filename: string | null } | null {
  const line = headers.split('\r\n').find((h) => /^content-disposition:/i.test(h));
  const name = line && /;\s*name="([^"]*)"/i.exec(line);
  if (!line || !name) return null;
  const filename = /;\s*filename="([^"]*)"/i.exec(line);
  return { name: name[1]!, filename: filename ? filename[1]! : null };
}

export function readMultipart(body: Buffer, contentType: string): FormPart[] | null {
  const boundary = boundaryOf(contentType);
  if (!boundary) return null;
  const opening = Buffer.from(`--${boundary}`);
  const between = Buffer.from(`\r\n--${boundary}`);
  let at = body.indexOf(opening);
  if (at < 0) return null;
  at += opening.length;
  const parts: FormPart[] = [];
  while (parts.length < MAX_PARTS) {
    if (body.subarray(at, at + 2).toString() === '--') return parts;
    if (body.subarray(at, at + 2).toString() !== '\r\n') return null;
    const headersEnd = body.indexOf('\r\n\r\n', at + 2);
    if (headersEnd < 0 || headersEnd - at > MAX_HEADER_BYTES) return null;
    const named = disposition(body.toString('utf8', at + 2, headersEnd));
    const next = body.indexOf(between, headersEnd + 4);
    if (!named || next < 0) return null;
    parts.push({ ...named, bytes: body.subarray(headersEnd + 4, next) });
    at = next + between.length;
  }
  return null;
}
