import { usePrintMaterials } from '../api/list-print-materials';

/**
 * Two datalists for a filament's material and colour fields: the print materials' names and
 * colours (typing anything else stays allowed). `id` prefixes their ids.
 */
export function FilamentSuggestions({ id }: { id: string }) {
  const materials = usePrintMaterials().data?.materials ?? [];
  const names = [...new Set(materials.filter((m) => m.process === 'fdm').map((m) => m.name))];
  const colours = [...new Set(materials.flatMap((m) => m.colours))];
  return (
    <>
      <datalist id={`${id}-materials`}>
        {names.map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
      <datalist id={`${id}-colours`}>
        {colours.map((colour) => (
          <option key={colour} value={colour} />
        ))}
      </datalist>
    </>
  );
}
