import {
  spoolViewSchema,
  type SpoolInput,
  type SpoolLoadInput,
  type SpoolView,
} from '#core/production/production-schemas';
import { apiFetch } from '../../../lib/api-client';
import { adminQueries, clientErrorOr, useApiMutation } from '../../../lib/use-api-mutation';

const spoolName = (s: Pick<SpoolInput, 'material' | 'colour'>) => `${s.material} ${s.colour}`;

/** Adds (POST) or, given the spool being edited, saves (PUT) a spool of filament. */
export const useSaveSpool = (spool: SpoolView | undefined, onSaved: () => void) =>
  useApiMutation(
    (body: SpoolInput) =>
      spool
        ? apiFetch(`/api/admin/production/spools/${spool.id}`, spoolViewSchema, {
            method: 'PUT',
            body,
          })
        : apiFetch('/api/admin/production/spools', spoolViewSchema, { method: 'POST', body }),
    {
      success: (body) => `Spool ${spoolName(body)} ${spool ? 'saved' : 'added'}`,
      failure: clientErrorOr('Failed to save the spool'),
      invalidate: [adminQueries],
      onSuccess: onSaved,
    },
  );

type LoadRequest = SpoolLoadInput & {
  spool: Pick<SpoolView, 'id' | 'material' | 'colour'>;
  printerName: string | null;
};

/** Loads a spool onto a printer, or takes it off (POST …/spools/:id/load). */
export const useLoadSpool = () =>
  useApiMutation(
    ({ spool, printerId }: LoadRequest) =>
      apiFetch(`/api/admin/production/spools/${spool.id}/load`, spoolViewSchema, {
        method: 'POST',
        body: { printerId } satisfies SpoolLoadInput,
      }),
    {
      success: ({ spool, printerName }) =>
        printerName
          ? `Spool ${spoolName(spool)} loaded on ${printerName}`
          : `Spool ${spoolName(spool)} taken off its printer`,
      failure: clientErrorOr('Failed to load the spool'),
      invalidate: [adminQueries],
      invalidateOnError: true,
    },
  );
