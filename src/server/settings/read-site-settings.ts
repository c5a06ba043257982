import type { ShopSettings } from '#core/settings/shop-settings';

/** What every page's HTML carries from Settings (decision 133), as meta tags the app reads. */
export type SiteSettings = {
  storeName: string;
  contactEmail: string;
  externalStoreUrl: string;
  deliveryTime: string;
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
): SiteSettingsReader {
  let cached: { value: SiteSettings; key: string; at: number } | undefined;
  let pending: Promise<SiteSettings> | undefined;
  return {
    read() {
      if (cached && Date.now() - cached.at < TTL_MS) return Promise.resolve(cached.value);
      pending ??= readShop()
        .then(({ general, shipping }) => {
          const next: SiteSettings = {
            storeName: general.storeName,
            contactEmail: general.contactEmail,
            externalStoreUrl: general.externalStoreUrl,
            deliveryTime: shipping.deliveryTime,
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
