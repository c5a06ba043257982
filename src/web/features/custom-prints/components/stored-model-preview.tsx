import { useAuth } from '../../auth/auth-context';
import { useModelFile } from '../api/get-model-file';
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
  const file = useModelFile(props.modelId, session?.access_token ?? null);
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
