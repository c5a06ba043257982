import { z } from 'zod';

/**
 * The shop's settings (SPEC §9 defaults), stored in the settings table as one JSON document
 * per section key. Each section is parsed on its own, so a section written by an older
 * version still loads and any field it lacks takes its default.
 */
export const generalSettingsSchema = z.object({
  storeName: z.string().trim().min(1, 'Store name is required').max(120),
  contactEmail: z.string().trim().toLowerCase().pipe(z.email('Enter a valid contact e-mail')),
  /** The one designated owner e-mail that has admin access (SPEC §6). */
  ownerEmail: z.string().trim().toLowerCase().pipe(z.email('Enter a valid owner e-mail')),
  externalStoreUrl: z.url({ protocol: /^https?$/, message: 'Enter a valid http(s) URL' }).max(500),
});

export const taxSettingsSchema = z.object({
  /** Percent, edited with a step of 0.1 (SPEC §5). */
  taxRate: z.number().min(0).max(100).multipleOf(0.1, 'Use at most one decimal'),
  taxEnabled: z.boolean(),
});
export type TaxSettings = z.infer<typeof taxSettingsSchema>;

/**
 * A new shop charges no tax (SPEC §9: "Tax at checkout is 0") until the owner turns it on; the
 * rate waits at the spec's 8.5 % (decision 122).
 */
export const DEFAULT_TAX_SETTINGS: TaxSettings = { taxRate: 8.5, taxEnabled: false };

/**
 * Which mails the shop sends. The spec's "promotional" switch is gone (decision 133): the shop
 * sends no marketing mail, so a switch for it did nothing; a stored section that still has it
 * loads, the key dropped. `ownerOrders` tells the owner of each new order and quote request.
 */
export const notificationSettingsSchema = z.object({
  orderConfirmation: z.boolean(),
  shipment: z.boolean(),
  lowStock: z.boolean(),
  ownerOrders: z.boolean(),
  /** The owner's morning mail of what arrived and what waits (decision 176). */
  dailyDigest: z.boolean(),
});

export const shippingSettingsSchema = z.object({
  deliveryTime: z.string().trim().min(1).max(60),
  type: z.string().trim().min(1).max(60),
});

export const shopSettingsSchema = z.object({
  general: generalSettingsSchema,
  tax: taxSettingsSchema,
  notifications: notificationSettingsSchema,
  shipping: shippingSettingsSchema,
});
export type ShopSettings = z.infer<typeof shopSettingsSchema>;
export type SettingsSection = keyof ShopSettings;
export const SETTINGS_SECTIONS = [
  'general',
  'tax',
  'notifications',
  'shipping',
] as const satisfies readonly SettingsSection[];

/** SPEC §9 defaults; the general section's e-mails and URL come from the running server. */
export function defaultShopSettings(env: {
  ownerEmail: string;
  externalStoreUrl: string;
}): ShopSettings {
  return {
    general: {
      storeName: 'Layerworks 3D',
      contactEmail: env.ownerEmail,
      ownerEmail: env.ownerEmail,
      externalStoreUrl: env.externalStoreUrl,
    },
    tax: { ...DEFAULT_TAX_SETTINGS },
    notifications: {
      orderConfirmation: true,
      shipment: true,
      lowStock: true,
      ownerOrders: true,
      dailyDigest: true,
    },
    shipping: { deliveryTime: '3-5 days', type: 'Flat Rate' },
  };
}

/** Stored section documents over the defaults; a malformed stored section falls back to defaults. */
export function mergeStoredSettings(
  defaults: ShopSettings,
  stored: Partial<Record<string, unknown>>,
): ShopSettings {
  const result = { ...defaults };
  for (const section of SETTINGS_SECTIONS)
    (result as Record<SettingsSection, unknown>)[section] = mergeStoredSection(
      section,
      defaults[section],
      stored[section],
    );
  return result;
}

/** One stored section over its defaults, as mergeStoredSettings reads each of them. */
export function mergeStoredSection<S extends SettingsSection>(
  section: S,
  defaults: ShopSettings[S],
  value: unknown,
): ShopSettings[S] {
  if (value === undefined || value === null || typeof value !== 'object') return defaults;
  const parsed = shopSettingsSchema.shape[section].safeParse({ ...defaults, ...value });
  return parsed.success ? (parsed.data as ShopSettings[S]) : defaults;
}

/** The tax section as stored (the order path reads only this row), over its defaults. */
export function mergeStoredTaxSettings(value: unknown): TaxSettings {
  return mergeStoredSection('tax', DEFAULT_TAX_SETTINGS, value);
}
