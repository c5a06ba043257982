import { eq } from 'drizzle-orm';
import type { ConnectionReport } from '#core/production/printer-links/link-status';
import type { TestConnectionInput } from '#core/production/production-schemas';
import type { Database } from '../../db/client';
import { printers } from '../../db/schema/production';
import { notFound } from '../lib/domain-error';
import { openSecret } from '../lib/secret-box';
import { createPrinterAdapter } from './printer-links/create-printer-adapter';
import type { AdapterFactory } from './printer-links/printer-adapter';

const originOf = (url: string | null): string | null => {
  try {
    return url ? new URL(url).origin : null;
  } catch {
    return null;
  }
};

/**
 * "Test connection" in the printer form: what the printer at the address says (version, state),
 * or why it failed. With no key typed and a saved printer named, its stored key is opened, but
 * only for the address it was saved with: a key is never sent to another host than its own
 * (nor ever back to the browser), so a new address needs the key typed again.
 */
export async function checkPrinterConnection(
  db: Database,
  input: TestConnectionInput,
  createAdapter: AdapterFactory = createPrinterAdapter,
): Promise<ConnectionReport> {
  let apiKey = input.apiKey ?? '';
  if (!apiKey && input.printerId) {
    const [saved] = await db
      .select({ baseUrl: printers.baseUrl, sealed: printers.apiKeySealed })
      .from(printers)
      .where(eq(printers.id, input.printerId));
    if (!saved) throw notFound('Printer not found');
    if (saved.sealed) {
      if (originOf(saved.baseUrl) !== originOf(input.baseUrl))
        return {
          ok: false,
          reason: 'The saved key goes only to the saved address: type the key to test this one.',
        };
      const opened = await openSecret(db, saved.sealed);
      if (opened === null)
        return {
          ok: false,
          reason:
            'The saved key cannot be read on this server (restored without its secrets): type it again.',
        };
      apiKey = opened;
    }
  }
  return createAdapter({ kind: input.kind, baseUrl: input.baseUrl, apiKey }).test();
}
