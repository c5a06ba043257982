import type { FastifyInstance } from 'fastify';
import { printModels, printQuotes } from '../../src/db/schema/custom-prints';

/** Puts a model and a quote of it straight into the database (the custom-print suites upload and price them). */
export async function insertQuote(
  app: FastifyInstance,
  fields: Partial<typeof printQuotes.$inferInsert> & { fileName?: string } = {},
) {
  const { fileName = 'bracket.stl', ...quote } = fields;
  const [model] = await app.db
    .insert(printModels)
    .values({
      userId: quote.userId ?? null,
      bucket: 'models',
      objectName: `${crypto.randomUUID()}.stl`,
      originalName: fileName,
      sizeBytes: 684,
      format: 'stl',
      triangleCount: 12,
      vertexCount: 8,
      volumeMm3: 1000,
      surfaceAreaMm2: 600,
      sizeXMm: 10,
      sizeYMm: 10,
      sizeZMm: 10,
      isClosed: true,
    })
    .returning();
  const [row] = await app.db
    .insert(printQuotes)
    .values({
      modelId: model!.id,
      materialName: 'PLA',
      colour: 'black',
      quality: 'standard',
      infillPercent: 20,
      quantity: 2,
      breakdown: {},
      formulaPrice: '12.00',
      price: '12.00',
      ...quote,
    })
    .returning();
  return row!;
}
