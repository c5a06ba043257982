import type { ShopSettings } from '#core/settings/shop-settings';
import { DEFAULT_SHOP_POLICIES, type ShopPolicies } from '#core/settings/shop-policies';

/** What every page's HTML carries from Settings (decision 133), as meta tags the app reads. */
export type SiteSettings = {
  storeName: string;
  contactEmail: string;
  externalStoreUrl: string;
  deliveryTime: string;
  /**
   * The policies' texts as saved (decision 173), only so that a save changes this object: the
   * pages cached from the old ones (live-rendered /policies/<kind>) are then rendered again.
   */
  policiesKey: string;
};

/** Another process's save reaches this one's pages within this long. */
const TTL_MS = 5_000;

export type SiteSettingsReader = {
  /** The settings, read at most every 5 s; the same object until they change. */
  read(): Promise<SiteSettings>;
  /** A save in this process: the next read goes to the database. */
  invalidate(): void;
};

/**
 * The site's settings for the pages the server renders. Cached briefly: every page request
 * needs them, and a settings save here invalidates the cache at once (others within 5 s).
 */
export function createSiteSettingsReader(
  readShop: () => Promise<ShopSettings>,
  readPolicies: () => Promise<ShopPolicies> = async () => DEFAULT_SHOP_POLICIES,
): SiteSettingsReader {
  let cached: { value: SiteSettings; key: string; at: number } | undefined;
  let pending: Promise<SiteSettings> | undefined;
  return {
    read() {
      if (cached && Date.now() - cached.at < TTL_MS) return Promise.resolve(cached.value);
      pending ??= Promise.all([readShop(), readPolicies()])
        .then(([{ general, shipping }, policies]) => {
          const next: SiteSettings = {
            storeName: general.storeName,
            contactEmail: general.contactEmail,
            externalStoreUrl: general.externalStoreUrl,
            deliveryTime: shipping.deliveryTime,
            policiesKey: JSON.stringify(policies),
          };
          const key = JSON.stringify(next);
          // Unchanged settings keep their object, so renders cached for it stay valid.
          cached = { value: cached?.key === key ? cached.value : next, key, at: Date.now() };
          return cached.value;
        })
        .finally(() => {
          pending = undefined;
        });
      return pending;
    },
    invalidate() {
      if (cached) cached.at = 0;
    },
  };
}
