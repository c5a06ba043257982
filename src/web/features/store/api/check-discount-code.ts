import type { CheckDiscountRequest } from '../../../../core/store/checkout-schema';
import type { DiscountCheckView } from '../../../../core/discounts/discount-responses';
import { apiFetch } from '../../../lib/api-client';

export function checkDiscountCode(request: CheckDiscountRequest): Promise<DiscountCheckView> {
  return apiFetch<DiscountCheckView>('/api/discounts/check', { method: 'POST', body: request });
}
