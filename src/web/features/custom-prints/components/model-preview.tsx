import { Component, lazy, Suspense, type ReactNode } from 'react';
import { formatSize } from '../format-figures';

const ModelViewer = lazy(() => import('./model-viewer'));

class ViewerBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? (
      <Message>The 3D preview could not be loaded. Your price is not affected.</Message>
    ) : (
      this.props.children
    );
  }
}

function Message({ children }: { children: ReactNode }) {
  return (
    <p className="grid h-full place-items-center p-6 text-center text-sm text-muted-foreground">
      {children}
    </p>
  );
}

/** The preview frame: three.js loads only here, on demand, with the measured size beneath. */
export function ModelPreview(props: {
  bytes: Uint8Array | null;
  colour: string;
  buildVolumeMm: { x: number; y: number; z: number };
  name: string;
  sizeMm: readonly number[] | null;
}) {
  return (
    <figure className="overflow-hidden rounded-lg border bg-muted/40">
      <div className="h-72 sm:h-96">
        {props.bytes ? (
          <ViewerBoundary>
            <Suspense fallback={<Message>Loading the 3D preview…</Message>}>
              <ModelViewer
                bytes={props.bytes}
                colour={props.colour}
                buildVolumeMm={props.buildVolumeMm}
                label={`3D preview of ${props.name}${props.sizeMm ? `, ${formatSize(props.sizeMm)}` : ''}`}
              />
            </Suspense>
          </ViewerBoundary>
        ) : (
          <Message>Your model will appear here.</Message>
        )}
      </div>
      <figcaption className="flex flex-wrap items-center justify-between gap-2 border-t px-4 py-2 text-sm">
        <span className="truncate font-medium">{props.name}</span>
        {props.sizeMm && (
          <span data-testid="model-dimensions" className="tabular-nums text-muted-foreground">
            {formatSize(props.sizeMm)}
          </span>
        )}
        <span className="w-full text-xs text-muted-foreground">
          Drag to orbit, scroll or pinch to zoom, arrow keys to pan.
        </span>
      </figcaption>
    </figure>
  );
}
