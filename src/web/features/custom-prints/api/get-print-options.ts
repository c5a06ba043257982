import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

// The answer's schema loads only where it is checked (development), never on a public page.
const responses = () => import('#core/custom-prints/custom-print-responses');

/** The materials, colours and limits a customer chooses among (GET /api/custom-prints/options). */
export const usePrintOptions = () =>
  useQuery({
    queryKey: ['custom-prints', 'options'],
    queryFn: () =>
      apiFetch('/api/custom-prints/options', () =>
        responses().then((m) => m.printOptionsViewSchema),
      ),
  });
