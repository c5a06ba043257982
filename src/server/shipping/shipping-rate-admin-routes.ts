import type { FastifyInstance } from 'fastify';
import {
  adminShippingRateListSchema,
  adminShippingRateSchema,
} from '#core/shipping/shipping-responses';
import { shippingRateInputSchema } from '#core/shipping/shipping-rate-input';
import { registerSwitchableResource } from '../lib/switchable-resource-routes';
import {
  createShippingRate,
  deleteShippingRate,
  setShippingRateActive,
  updateShippingRate,
} from './edit-shipping-rates';
import { listShippingRates } from './list-shipping-rates';

/** Shipping rates (under /api/admin): list, create, edit, toggle, delete. */
export async function shippingRateAdminRoutes(app: FastifyInstance): Promise<void> {
  registerSwitchableResource(app, {
    path: '/shipping-rates',
    listKey: 'shippingRates',
    noun: 'shipping rate',
    schema: shippingRateInputSchema,
    item: adminShippingRateSchema,
    list: adminShippingRateListSchema,
    service: {
      list: listShippingRates,
      create: createShippingRate,
      update: updateShippingRate,
      setActive: setShippingRateActive,
      remove: deleteShippingRate,
    },
  });
}
