import type { ModelView } from '#core/custom-prints/custom-print-views';
import { ApiError } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { useAuth } from '../../auth/auth-context';

/**
 * Uploads with XMLHttpRequest because fetch still reports no upload progress. Resolves with the
 * server's measurement of the model; rejects with the server's ApiError (its message is shown).
 */
function uploadModelFile(
  file: File,
  options: { token: string | null; onProgress(fraction: number): void; signal?: AbortSignal },
): Promise<ModelView> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/custom-prints/models');
    xhr.setRequestHeader('accept', 'application/json');
    if (options.token) xhr.setRequestHeader('authorization', `Bearer ${options.token}`);
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) options.onProgress(event.loaded / event.total);
    });
    xhr.addEventListener('load', () => {
      let body: { model?: ModelView; error?: string; message?: string } = {};
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        // A proxy's HTML error page: fall through to the generic message.
      }
      if (xhr.status >= 200 && xhr.status < 300 && body.model) resolve(body.model);
      else
        reject(
          new ApiError(
            xhr.status,
            body.error ?? 'upload_failed',
            body.message ?? 'The upload failed. Please try again.',
          ),
        );
    });
    xhr.addEventListener('error', () =>
      reject(
        new ApiError(
          0,
          'network_error',
          'Could not reach the server. Check your connection and try again.',
        ),
      ),
    );
    xhr.addEventListener('abort', () =>
      reject(new ApiError(0, 'aborted', 'The upload was cancelled.')),
    );
    options.signal?.addEventListener('abort', () => xhr.abort());
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}

/**
 * The model's upload, its bar fed from the request (`progress`, 0 at once, null once settled).
 * No toast: the page shows a failure beside the dropzone, and nothing cached changes.
 */
export function useUploadModelFile() {
  const { session } = useAuth();
  const token = session?.access_token ?? null;
  return useApiMutation(
    (file: File, progress) => {
      progress(0);
      return uploadModelFile(file, { token, onProgress: progress });
    },
    { invalidate: [] },
  );
}
