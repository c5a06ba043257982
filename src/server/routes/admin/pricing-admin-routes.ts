import type { FastifyInstance } from 'fastify';
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
import { registerSwitchableResource } from './switchable-resource-routes';

/** Discount codes and shipping rates: list, create, edit, toggle, delete. */
export async function pricingAdminRoutes(app: FastifyInstance): Promise<void> {
  registerSwitchableResource(app, {
    path: '/discounts',
    listKey: 'discounts',
    schema: discountInputSchema,
    service: { list: listDiscounts, create: createDiscount, update: updateDiscount, setActive: setDiscountActive, remove: deleteDiscount },
  });
  registerSwitchableResource(app, {
    path: '/shipping-rates',
    listKey: 'shippingRates',
    schema: shippingRateInputSchema,
    service: {
      list: listShippingRates,
      create: createShippingRate,
      update: updateShippingRate,
      setActive: setShippingRateActive,
      remove: deleteShippingRate,
    },
  });
}
