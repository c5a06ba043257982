/** SPEC §4 discount display states. */
export type DiscountDisplayState = 'Inactive' | 'Expired' | 'Scheduled' | 'Used Up' | 'Active';

export type DiscountStateInput = {
  isActive: boolean;
  startsAt: Date | string | null;
  expiresAt: Date | string | null;
  maximumUses: number | null;
  usesCount: number;
};

const time = (value: Date | string) => (value instanceof Date ? value : new Date(value)).getTime();

/** Checked in the spec's order: Inactive, Expired, Scheduled, Used Up, otherwise Active. */
export function getDiscountDisplayState(discount: DiscountStateInput, now: Date): DiscountDisplayState {
  if (!discount.isActive) return 'Inactive';
  if (discount.expiresAt !== null && time(discount.expiresAt) < now.getTime()) return 'Expired';
  if (discount.startsAt !== null && time(discount.startsAt) > now.getTime()) return 'Scheduled';
  if (discount.maximumUses !== null && discount.usesCount >= discount.maximumUses) return 'Used Up';
  return 'Active';
}
