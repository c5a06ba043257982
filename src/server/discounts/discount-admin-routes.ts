import type { FastifyInstance } from 'fastify';
import { adminDiscountListSchema, adminDiscountSchema } from '#core/discounts/discount-responses';
import { discountInputSchema } from '#core/discounts/discount-input';
import { registerSwitchableResource } from '../lib/switchable-resource-routes';
import {
  createDiscount,
  deleteDiscount,
  setDiscountActive,
  updateDiscount,
} from './edit-discounts';
import { listDiscounts } from './list-discounts';

/** Discount codes (under /api/admin): list, create, edit, toggle, delete. */
export async function discountAdminRoutes(app: FastifyInstance): Promise<void> {
  registerSwitchableResource(app, {
    path: '/discounts',
    listKey: 'discounts',
    noun: 'discount code',
    schema: discountInputSchema,
    item: adminDiscountSchema,
    list: adminDiscountListSchema,
    service: {
      list: listDiscounts,
      create: createDiscount,
      update: updateDiscount,
      setActive: setDiscountActive,
      remove: deleteDiscount,
    },
  });
}
