import type { CheckDiscountRequest } from '#core/checkout/checkout-schema';
import type { DiscountCheckView } from '#core/discounts/discount-responses';
import { apiFetch } from '../../../lib/api-client';

const discountCheck = () =>
  import('#core/discounts/discount-responses').then((m) => m.discountCheckSchema);

export function checkDiscountCode(request: CheckDiscountRequest): Promise<DiscountCheckView> {
  return apiFetch('/api/discounts/check', discountCheck, { method: 'POST', body: request });
}
