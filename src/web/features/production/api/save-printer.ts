import {
  printerViewSchema,
  type PrinterInput,
  type PrinterView,
} from '#core/production/production-schemas';
import { apiFetch } from '../../../lib/api-client';
import { adminQueries, clientErrorOr, useApiMutation } from '../../../lib/use-api-mutation';

/** Adds (POST) or, given the printer being edited, saves (PUT) a printer. */
export const useSavePrinter = (printer: PrinterView | undefined, onSaved: () => void) =>
  useApiMutation(
    (body: PrinterInput) =>
      printer
        ? apiFetch(`/api/admin/production/printers/${printer.id}`, printerViewSchema, {
            method: 'PUT',
            body,
          })
        : apiFetch('/api/admin/production/printers', printerViewSchema, { method: 'POST', body }),
    {
      success: (body) => (printer ? `${body.name} saved` : `${body.name} added`),
      failure: clientErrorOr('Failed to save the printer'),
      invalidate: [adminQueries],
      onSuccess: onSaved,
    },
  );

/** The owner cleared a printer's bed by hand (POST …/printers/:id/bed-cleared). */
export const useClearBed = () =>
  useApiMutation(
    (printer: Pick<PrinterView, 'id' | 'name'>) =>
      apiFetch(`/api/admin/production/printers/${printer.id}/bed-cleared`, printerViewSchema, {
        method: 'POST',
      }),
    {
      success: (printer) => `${printer.name}: bed cleared`,
      failure: clientErrorOr('Failed to mark the bed cleared'),
      invalidate: [adminQueries],
      invalidateOnError: true,
    },
  );
