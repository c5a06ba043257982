import { createMoonrakerAdapter } from './moonraker-adapter';
import { createOctoPrintAdapter } from './octoprint-adapter';
import type { AdapterFactory } from './printer-adapter';

/**
 * The shop's adapter factory: OctoPrint or Moonraker by the printer's kind (decision 178). The
 * driver and the printer form's "Test connection" both take their adapters from here; the tests
 * hand the app their own factory instead.
 */
export const createPrinterAdapter: AdapterFactory = (connection) =>
  connection.kind === 'octoprint'
    ? createOctoPrintAdapter(connection)
    : createMoonrakerAdapter(connection);
