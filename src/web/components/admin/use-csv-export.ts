import { useState } from 'react';
import { toastError } from '../../lib/use-api-mutation';

/** An Export CSV button's state: busy while the file downloads, a failure told in a toast. */
export function useCsvExport(download: () => Promise<void>, failure: string) {
  const [exporting, setExporting] = useState(false);
  const exportCsv = async () => {
    setExporting(true);
    try {
      await download();
    } catch {
      toastError(failure);
    } finally {
      setExporting(false);
    }
  };
  return { exporting, exportCsv };
}
