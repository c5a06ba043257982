export type DiscountDisplayState = 'Inactive' | 'Expired' | 'Scheduled' | 'Used Up' | 'Active';

export type DiscountStateFields = {
  isActive: boolean;
  startsAt: Date | string | null;
  expiresAt: Date | string | null;
  maximumUses: number | null;
  usesCount: number;
};

const time = (value: Date | string | null): number | null =>
  value === null ? null : new Date(value).getTime();

/** Past its expiry: the expiry instant itself already counts as expired. */
export function isDiscountExpired(
  fields: Pick<DiscountStateFields, 'expiresAt'>,
  now: Date,
): boolean {
  const expires = time(fields.expiresAt);
  return expires !== null && expires <= now.getTime();
}

export function isDiscountScheduled(
  fields: Pick<DiscountStateFields, 'startsAt'>,
  now: Date,
): boolean {
  const starts = time(fields.startsAt);
  return starts !== null && starts > now.getTime();
}

export function isDiscountUsedUp(
  fields: Pick<DiscountStateFields, 'maximumUses' | 'usesCount'>,
): boolean {
  return fields.maximumUses !== null && fields.usesCount >= fields.maximumUses;
}

/** SPEC §4: checked in this order — Inactive, Expired, Scheduled, Used Up, otherwise Active. */
export function getDiscountDisplayState(
  fields: DiscountStateFields,
  now: Date = new Date(),
): DiscountDisplayState {
  if (!fields.isActive) return 'Inactive';
  if (isDiscountExpired(fields, now)) return 'Expired';
  if (isDiscountScheduled(fields, now)) return 'Scheduled';
  if (isDiscountUsedUp(fields)) return 'Used Up';
  return 'Active';
}
