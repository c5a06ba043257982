import { Upload } from 'lucide-react';
import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { formatBytes } from '../format-figures';

/** Drop a file or pick one; shows upload progress while the server receives and measures it. */
export function ModelDropzone(props: {
  onFile(file: File): void;
  progress: number | null;
  maxBytes: number;
  disabled?: boolean;
}) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const hintId = useId();
  const uploading = props.progress !== null;
  const { onFile } = props;

  // /custom is prerendered: a file picked before the app took over the page fired its change
  // event before React listened. Take it up once the dropzone is live.
  useEffect(() => {
    const input = inputRef.current;
    const file = input?.files?.[0];
    if (!input || !file || uploading) return;
    input.value = '';
    onFile(file);
  }, [onFile, uploading]);

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file && !uploading) props.onFile(file);
  };

  return (
    <div
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      data-testid="model-dropzone"
      className={cn(
        'flex flex-col items-center gap-3 rounded-lg border-2 border-dashed p-6 text-center transition-colors',
        dragging ? 'border-primary bg-accent/40' : 'border-input',
      )}
    >
      <Upload aria-hidden="true" className="size-8 text-muted-foreground" />
      <p className="font-medium">Drop your 3D model here</p>
      <p id={hintId} className="text-sm text-muted-foreground">
        STL, OBJ or 3MF, up to {formatBytes(props.maxBytes)}. Measured in millimetres.
      </p>
      <input
        ref={inputRef}
        type="file"
        accept=".stl,.obj,.3mf,model/stl,model/obj,model/3mf"
        className="sr-only"
        aria-label="3D model file"
        aria-describedby={hintId}
        tabIndex={-1}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) props.onFile(file);
        }}
      />
      <Button
        type="button"
        variant="outline"
        disabled={uploading || props.disabled}
        onClick={() => inputRef.current?.click()}
      >
        Choose a file
      </Button>
      {uploading && (
        <div className="w-full max-w-sm" aria-live="polite">
          <progress
            className="h-2 w-full overflow-hidden rounded-full [&::-webkit-progress-bar]:bg-muted [&::-webkit-progress-value]:bg-primary [&::-moz-progress-bar]:bg-primary"
            value={props.progress ?? 0}
            max={1}
            aria-label="Upload progress"
          />
          <p className="mt-1 text-sm text-muted-foreground">
            {props.progress !== null && props.progress < 1
              ? `Uploading… ${Math.round(props.progress * 100)}%`
              : 'Measuring your model…'}
          </p>
        </div>
      )}
    </div>
  );
}
