import { useAdminSlicer } from '../api/get-slicer';
import { useSaveSlicer } from '../api/save-slicer';

/** Admin: whether quotes are sliced (and why not), the .ini profiles, supports per material. */
export function SlicerSection() {
  const slicer = useAdminSlicer();
  const save = useSaveSlicer();
  const view = slicer.data;
  const upload = async (profile: string, target: string, file: File | undefined) => {
    if (!file) return;
    save.mutate({ kind: 'upload', profile, target, name: file.name, ini: await file.text() });
  };
  return (
    <section aria-labelledby="slicer-heading" className="flex flex-col gap-3">
      <h2 id="slicer-heading" className="text-lg font-semibold">
        Slicing
      </h2>
      {view && (
        <>
          <p className="text-sm" data-testid="slicer-status">
            <strong>{view.enabled ? 'Slicing is on.' : 'Slicing is off.'}</strong> {view.detail}
          </p>
          <p className="text-sm text-muted-foreground" data-testid="slicer-bed">
            Printer bed (from the printer profile; it decides what fits): {view.bed.x} ×{' '}
            {view.bed.y} × {view.bed.z} mm. Waiting: {view.queue.pending}, failed:{' '}
            {view.queue.failed}.
          </p>
          <ul className="flex flex-col gap-2">
            {view.profiles.map((p) => (
              <li
                key={`${p.kind}-${p.target}`}
                className="flex flex-wrap items-center gap-3 text-sm"
              >
                <span className="min-w-40 font-medium">
                  {p.kind === 'material'
                    ? 'Material'
                    : p.kind === 'quality'
                      ? 'Quality'
                      : 'Printer'}
                  : {p.label}
                </span>
                <span className="text-muted-foreground">{p.name ?? 'shipped default'}</span>
                <input
                  type="file"
                  accept=".ini"
                  aria-label={`Upload a PrusaSlicer profile for ${p.label}`}
                  onChange={(e) => void upload(p.kind, p.target, e.target.files?.[0])}
                />
                {p.name && (
                  <button
                    type="button"
                    className="underline"
                    onClick={() =>
                      save.mutate({ kind: 'default', profile: p.kind, target: p.target })
                    }
                  >
                    Use the default
                  </button>
                )}
                {p.supports !== null && (
                  <label className="flex items-center gap-1">
                    <input
                      type="checkbox"
                      checked={p.supports}
                      onChange={(e) =>
                        save.mutate({
                          kind: 'supports',
                          materialId: p.target,
                          supports: e.target.checked,
                        })
                      }
                    />
                    Supports
                  </label>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
