import type { ModelView } from '#core/custom-prints/custom-print-views';
import { formatArea, formatSize, formatVolume } from '../format-figures';

/** What the server measured: the figures the price comes from. */
export function ModelFigures({
  model,
}: {
  model: Pick<ModelView, 'sizeMm' | 'volumeMm3' | 'surfaceAreaMm2' | 'triangleCount' | 'closed'>;
}) {
  const rows: [string, string][] = [
    ['Size', formatSize(model.sizeMm)],
    ['Volume', formatVolume(model.volumeMm3)],
    ['Surface', formatArea(model.surfaceAreaMm2)],
    ['Triangles', model.triangleCount.toLocaleString('en-US')],
    ['Closed mesh', model.closed ? 'Yes' : 'No'],
  ];
  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr_auto_1fr]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-muted-foreground">{label}</dt>
          <dd className="tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
