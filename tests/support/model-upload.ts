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

export type PrintMaterial = { id: string; name: string; colours: string[] };

/** A custom-print material by name, as the public options list it. */
export async function printMaterial(app: FastifyInstance, name: string): Promise<PrintMaterial> {
  const options = (await app.inject({ method: 'GET', url: '/api/custom-prints/options' })).json();
  return options.materials.find((m: PrintMaterial) => m.name === name);
}

/**
 * Asks for a quote on an uploaded model: one standard-quality print at 20 % infill unless
 * `choice` says otherwise; anonymous unless an authorization is given.
 */
export function requestQuote(
  app: FastifyInstance,
  choice: { modelId: string; materialId: string; colour: string } & Record<string, unknown>,
  authorization?: string,
) {
  return app.inject({
    method: 'POST',
    url: '/api/custom-prints/quotes',
    ...(authorization ? { headers: { authorization } } : {}),
    payload: { quality: 'standard', infillPercent: 20, quantity: 1, ...choice },
  });
}
