import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { noContent } from '#core/api/wire-schemas';
import {
  materialListResponseSchema,
  materialResponseSchema,
  pricingResponseSchema,
} from '#core/custom-prints/custom-print-responses';
import { materialInputSchema, pricingConstantsSchema } from '#core/custom-prints/print-schemas';
import { listMaterials } from './list-materials';
import { createMaterial } from './edit-materials';
import { findPricingConstants } from './find-pricing-constants';
import {
  deleteMaterialAndExpireQuotes,
  savePricingConstantsAndReprice,
  updateMaterialAndReprice,
} from './reprice-open-quotes';

const idParams = z.object({ id: z.uuid() });

/** The owner tunes the formula: materials and the constants (machine rate, setup fee, minimum, build volume). */
export async function materialAdminRoutes(base: FastifyInstance): Promise<void> {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/custom-prints/materials',
    { schema: { summary: 'List every material', response: { 200: materialListResponseSchema } } },
    async () => ({
      materials: await listMaterials(app.db, { activeOnly: false }),
    }),
  );

  app.post(
    '/custom-prints/materials',
    {
      schema: {
        summary: 'Create a material',
        body: materialInputSchema,
        response: { 201: materialResponseSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ material: await createMaterial(app.db, request.body) }),
  );

  app.put(
    '/custom-prints/materials/:id',
    {
      schema: {
        summary: 'Edit a material',
        params: idParams,
        body: materialInputSchema,
        response: { 200: materialResponseSchema },
      },
    },
    async (request) => ({
      material: await updateMaterialAndReprice(app.db, request.params.id, request.body),
    }),
  );

  app.delete(
    '/custom-prints/materials/:id',
    { schema: { summary: 'Delete a material', params: idParams, response: { 204: noContent } } },
    async (request, reply) => {
      await deleteMaterialAndExpireQuotes(app.db, request.params.id);
      return reply.status(204).send();
    },
  );

  app.get(
    '/custom-prints/pricing',
    { schema: { summary: 'Read the pricing constants', response: { 200: pricingResponseSchema } } },
    async () => ({
      constants: await findPricingConstants(app.db),
    }),
  );

  app.put(
    '/custom-prints/pricing',
    {
      schema: {
        summary: 'Save the pricing constants',
        body: pricingConstantsSchema,
        response: { 200: pricingResponseSchema },
      },
    },
    async (request) => ({
      constants: await savePricingConstantsAndReprice(app.db, request.body),
    }),
  );
}
