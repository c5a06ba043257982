import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { discountInputSchema } from '../../../core/discounts/discount-input';
import { shippingRateInputSchema } from '../../../core/shipping/shipping-rate-input';
import { createDiscount, deleteDiscount, listDiscounts, setDiscountActive, updateDiscount } from '../../services/admin/manage-discounts';
import {
  createShippingRate,
  deleteShippingRate,
  listShippingRates,
  setShippingRateActive,
  updateShippingRate,
} from '../../services/admin/manage-shipping-rates';

const idParams = z.object({ id: z.uuid() });
const activeBody = z.object({ isActive: z.boolean() });

/** Discount codes and shipping rates: list, create, edit, toggle, delete. */
export async function pricingAdminRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get('/discounts', async () => ({ discounts: await listDiscounts(app.db) }));
  app.post('/discounts', { schema: { body: discountInputSchema } }, async (req, reply) =>
    reply.status(201).send(await createDiscount(app.db, req.body)),
  );
  app.put('/discounts/:id', { schema: { params: idParams, body: discountInputSchema } }, async (req) =>
    updateDiscount(app.db, req.params.id, req.body),
  );
  app.patch('/discounts/:id/active', { schema: { params: idParams, body: activeBody } }, async (req) =>
    setDiscountActive(app.db, req.params.id, req.body.isActive),
  );
  app.delete('/discounts/:id', { schema: { params: idParams } }, async (req, reply) => {
    await deleteDiscount(app.db, req.params.id);
    return reply.status(204).send();
  });

  app.get('/shipping-rates', async () => ({ shippingRates: await listShippingRates(app.db) }));
  app.post('/shipping-rates', { schema: { body: shippingRateInputSchema } }, async (req, reply) =>
    reply.status(201).send(await createShippingRate(app.db, req.body)),
  );
  app.put('/shipping-rates/:id', { schema: { params: idParams, body: shippingRateInputSchema } }, async (req) =>
    updateShippingRate(app.db, req.params.id, req.body),
  );
  app.patch('/shipping-rates/:id/active', { schema: { params: idParams, body: activeBody } }, async (req) =>
    setShippingRateActive(app.db, req.params.id, req.body.isActive),
  );
  app.delete('/shipping-rates/:id', { schema: { params: idParams } }, async (req, reply) => {
    await deleteShippingRate(app.db, req.params.id);
    return reply.status(204).send();
  });
}
