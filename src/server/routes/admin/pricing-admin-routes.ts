import type { FastifyInstance } from 'fastify';
import { adminDiscountListSchema, adminDiscountSchema } from '../../../core/discounts/discount-responses';
import { adminShippingRateListSchema, adminShippingRateSchema } from '../../../core/shipping/shipping-responses';
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
    noun: 'discount code',
    schema: discountInputSchema,
    item: adminDiscountSchema,
    list: adminDiscountListSchema,
    service: { list: listDiscounts, create: createDiscount, update: updateDiscount, setActive: setDiscountActive, remove: deleteDiscount },
  });
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
