import { useState } from 'react';
import type { ModelView } from '#core/custom-prints/custom-print-views';
import { ApiError } from '../../../lib/api-client';
import { useUploadModelFile } from '../api/upload-model-file';

/**
 * The /custom page's model: the file chosen, its bytes for the preview, the server's measurement
 * once uploaded, or why it was not. `onNewFile` lets the page drop what belonged to the last one.
 */
export function useModelUpload(maxUploadBytes: number | undefined, onNewFile: () => void) {
  const upload = useUploadModelFile();
  const [fileName, setFileName] = useState('');
  const [bytes, setBytes] = useState<Uint8Array | null>(null);
  const [model, setModel] = useState<ModelView | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);

  async function onFile(file: File) {
    onNewFile();
    setModel(null);
    setUploadError(null);
    setFileName(file.name);
    if (maxUploadBytes !== undefined && file.size > maxUploadBytes) {
      setBytes(null);
      setUploadError(
        `The file is larger than ${Math.round(maxUploadBytes / 1024 / 1024)} MB. Reduce the triangle count or compress it as 3MF.`,
      );
      return;
    }
    // Shown at once from the bytes on this device; measured by the server as they go up.
    setBytes(new Uint8Array(await file.arrayBuffer()));
    upload.mutate(file, {
      onSuccess: setModel,
      onError: (error) => {
        setBytes(null);
        setUploadError(
          error instanceof ApiError ? error.message : 'The upload failed. Please try again.',
        );
      },
    });
  }

  return { fileName, bytes, model, uploadError, progress: upload.progress, onFile };
}
