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

export const notificationSettingsSchema = z.object({
  orderConfirmation: z.boolean(),
  shipment: z.boolean(),
  lowStock: z.boolean(),
  promotional: z.boolean(),
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
    tax: { taxRate: 8.5, taxEnabled: true },
    notifications: { orderConfirmation: true, shipment: true, lowStock: true, promotional: false },
    shipping: { deliveryTime: '3-5 days', type: 'Flat Rate' },
  };
}

/** Stored section documents over the defaults; a malformed stored section falls back to defaults. */
export function mergeStoredSettings(
  defaults: ShopSettings,
  stored: Partial<Record<string, unknown>>,
): ShopSettings {
  const result = { ...defaults };
  for (const section of SETTINGS_SECTIONS) {
    const value = stored[section];
    if (value === undefined || value === null || typeof value !== 'object') continue;
    const parsed = shopSettingsSchema.shape[section].safeParse({ ...defaults[section], ...value });
    if (parsed.success) (result as Record<SettingsSection, unknown>)[section] = parsed.data;
  }
  return result;
}
