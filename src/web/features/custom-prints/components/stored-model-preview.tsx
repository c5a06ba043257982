import { useQuery } from '@tanstack/react-query';
import { useAuth } from '../../auth/auth-context';
import { fetchModelFile } from '../api/custom-print-api';
import { colourSwatch } from '../colour-swatch';
import { ModelPreview } from './model-preview';

/** The preview of a stored model (owner's Quotes page): the file is fetched with the admin's token. */
export function StoredModelPreview(props: {
  modelId: string;
  name: string;
  sizeMm: readonly number[];
  colour: string;
  buildVolumeMm: { x: number; y: number; z: number };
}) {
  const { session } = useAuth();
  const file = useQuery({
    queryKey: ['custom-prints', 'model-file', props.modelId],
    queryFn: async () =>
      new Uint8Array(await fetchModelFile(props.modelId, session?.access_token ?? null)),
    staleTime: Infinity,
    retry: 1,
  });
  return (
    <ModelPreview
      bytes={file.data ?? null}
      colour={colourSwatch(props.colour)}
      buildVolumeMm={props.buildVolumeMm}
      name={props.name}
      sizeMm={props.sizeMm}
    />
  );
}
