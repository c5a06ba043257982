/** An order status as the owner reads it: 'processing' → 'Processing' (the select and the filter). */
export const statusLabel = (status: string): string =>
  status.charAt(0).toUpperCase() + status.slice(1);
