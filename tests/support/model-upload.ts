import type { FastifyInstance } from 'fastify';

/** A multipart/form-data body with one file field, as a browser's FormData would send it. */
export function multipartBody(bytes: Uint8Array, filename: string, field = 'file') {
  const boundary = `----layerworks${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, Buffer.from(bytes), tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export async function uploadModel(
  app: FastifyInstance,
  bytes: Uint8Array,
  filename = 'model.stl',
  authorization?: string,
) {
  const { payload, headers } = multipartBody(bytes, filename);
  return app.inject({
    method: 'POST',
    url: '/api/custom-prints/models',
    payload,
    headers: authorization ? { ...headers, authorization } : headers,
  });
}
