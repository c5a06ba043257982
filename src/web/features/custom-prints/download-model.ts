import { fetchModelFile } from './api/get-model-file';

/** Saves a stored model: the download needs the signed-in token, so a plain link would not do. */
export async function downloadModel(
  model: { id: string; originalName: string },
  token: string | null,
): Promise<void> {
  const bytes = await fetchModelFile(model.id, token);
  const url = URL.createObjectURL(new Blob([bytes], { type: 'application/octet-stream' }));
  const link = Object.assign(document.createElement('a'), {
    href: url,
    download: model.originalName,
  });
  link.click();
  URL.revokeObjectURL(url);
}
