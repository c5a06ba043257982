import { useQuery } from '@tanstack/react-query';

/** The stored file, for the owner's preview (and the customer's own). */
export async function fetchModelFile(modelId: string, token: string | null): Promise<ArrayBuffer> {
  const response = await fetch(`/api/custom-prints/models/${modelId}/file`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) throw new Error('The model file could not be loaded.');
  return response.arrayBuffer();
}

/** The stored file's bytes for a preview, fetched once with the given token. */
export const useModelFile = (modelId: string, token: string | null) =>
  useQuery({
    queryKey: ['custom-prints', 'model-file', modelId],
    queryFn: async () => new Uint8Array(await fetchModelFile(modelId, token)),
    staleTime: Infinity,
    retry: 1,
  });
