/**
 * Domain events the live-update channel forwards. Publishers never care who listens.
 * customerEmail lets the channel deliver order events only to that order's customer.
 */
export type ShopEvent =
  | {
      type: 'order.created';
      orderId: string;
      orderNumber: string;
      customerEmail: string;
      total: string;
    }
  | {
      type: 'order.updated';
      orderId: string;
      orderNumber: string;
      customerEmail: string;
      status: string;
    }
  | { type: 'stock.changed'; productIds: string[] }
  | { type: 'product.changed'; productIds: string[] }
  /**
   * A custom-print quote changed without its customer doing anything (the slicer priced it, or
   * sent it to review). `quoteRef` is a digest of the id, never the id (an unclaimed quote is
   * reached by its id alone); `userId` is whose it is, null while nobody has claimed it.
   */
  | { type: 'quote.updated'; quoteRef: string; userId: string | null; sliceStatus: string }
  /**
   * Something arrived for the owner, or the owner dealt with it: a contact message, or a quote
   * request to review (decision 174). Names nothing; admins only.
   */
  | { type: 'inbox.changed'; kind: 'message' | 'quote' }
  /** An order's print jobs moved (decision 170): its customer's page refetches its line states. */
  | {
      type: 'order.production';
      orderId: string;
      orderNumber: string;
      customerEmail: string;
      productionStatus: string | null;
    }
  /** The production board changed (jobs, printers, spools): the owner's only. */
  | { type: 'production.changed'; jobIds: string[] };

/** What the browser sends on /api/realtime. The token travels in a message, never in the URL (logs). */
export type RealtimeClientMessage =
  { type: 'auth'; token: string | null } | { type: 'ping'; ref: number };

export type RealtimeAudience = 'anonymous' | 'customer' | 'admin';

/** What the server sends. `resync`: events may have been missed, refetch what is shown. */
export type RealtimeServerMessage =
  | { type: 'ready'; audience: RealtimeAudience }
  | { type: 'auth_error'; reason: 'invalid_token' | 'token_expired' }
  | { type: 'pong'; ref: number }
  | { type: 'event'; event: ShopEvent }
  | { type: 'resync' };

/** Who is on a socket: admins see everything, a customer their own orders, everyone stock. */
export type Recipient =
  | { audience: 'anonymous' }
  | { audience: 'customer'; userId: string; email: string }
  | { audience: 'admin' };

/**
 * Whose order it is, as the customer's own order list decides: the account that placed it, or
 * for an order without an account, the customer e-mail.
 */
export type OrderOwner = { userId: string | null; email: string };

export function canReceive(recipient: Recipient, event: ShopEvent, owner?: OrderOwner): boolean {
  switch (event.type) {
    case 'stock.changed':
    case 'product.changed':
      return true;
    case 'order.created':
    case 'order.updated':
    case 'order.production': {
      if (recipient.audience === 'admin') return true;
      if (recipient.audience !== 'customer') return false;
      const { userId, email } = owner ?? { userId: null, email: event.customerEmail };
      return userId
        ? userId === recipient.userId
        : email.toLowerCase() === recipient.email.toLowerCase();
    }
    case 'quote.updated':
      // An unclaimed quote's page is open in some anonymous tab: its event names nothing.
      if (recipient.audience === 'admin' || event.userId === null) return true;
      return recipient.audience === 'customer' && recipient.userId === event.userId;
    case 'inbox.changed':
    case 'production.changed':
      return recipient.audience === 'admin';
    default:
      return false;
  }
}
