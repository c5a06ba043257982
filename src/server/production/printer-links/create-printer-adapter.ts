import type { AdapterFactory } from './printer-adapter';
import { PrinterLinkError } from './printer-adapter';

/**
 * The shop's adapter factory: OctoPrint or Moonraker by the printer's kind (decision 178). The
 * driver and the printer form's "Test connection" both take their adapters from here; the tests
 * hand the app their own factory instead.
 */
export const createPrinterAdapter: AdapterFactory = (connection) => {
  // The two adapters land in their own change; until then a connected printer cannot be reached.
  throw new PrinterLinkError(
    `Connecting to ${connection.kind} printers is not yet available.`,
    'unreachable',
  );
};
