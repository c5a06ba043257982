/** The store's public product list; /api/health stands in until the store API exists. */
const PRODUCT_LIST_CANDIDATES = ['/api/products', '/api/store/products', '/api/shop/products'];

export async function findProductListPath(
  serverUrl: string,
): Promise<{ path: string; isProductList: boolean }> {
  for (const path of PRODUCT_LIST_CANDIDATES) {
    const response = await fetch(`${serverUrl}${path}`).catch(() => null);
    if (response?.ok && response.headers.get('content-type')?.includes('json'))
      return { path, isProductList: true };
  }
  return { path: '/api/health', isProductList: false };
}
