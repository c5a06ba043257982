import { lazy, Suspense, useEffect, useState, type ComponentProps } from 'react';
import type * as SonnerModule from 'sonner';

/**
 * The app's toasts: import `toast` and `Toaster` from this module, never from `sonner` itself
 * (a lint rule enforces it). Same API as sonner's, but sonner (~9 KB gzip) loads with the
 * first toast instead of with every page (decision 036). A toast raised before the Toaster has
 * mounted is replayed by sonner when it subscribes, so none is lost.
 */
type Sonner = typeof SonnerModule;
type Message = Parameters<Sonner['toast']>[0];
type Options = Parameters<Sonner['toast']>[1];
type Kind = 'message' | 'success' | 'error' | 'info' | 'warning' | 'loading';

let loading: Promise<Sonner> | undefined;
const wanted = new Set<() => void>();
const load = (): Promise<Sonner> => {
  if (!loading) {
    loading = import('sonner');
    for (const notify of wanted) notify();
  }
  return loading;
};

let counter = 0;
function show(kind: Kind, message: Message, options?: Options): string | number {
  const id = options?.id ?? `toast-${(counter += 1)}`;
  void load().then(({ toast }) =>
    (kind === 'message' ? toast : toast[kind])(message, { ...options, id }),
  );
  return id;
}

export const toast = Object.assign(
  (message: Message, options?: Options) => show('message', message, options),
  {
    message: (message: Message, options?: Options) => show('message', message, options),
    success: (message: Message, options?: Options) => show('success', message, options),
    error: (message: Message, options?: Options) => show('error', message, options),
    info: (message: Message, options?: Options) => show('info', message, options),
    warning: (message: Message, options?: Options) => show('warning', message, options),
    loading: (message: Message, options?: Options) => show('loading', message, options),
    dismiss: (id?: string | number) => {
      if (loading) void loading.then((sonner) => sonner.toast.dismiss(id));
    },
  },
);

const RealToaster = lazy(() => load().then((sonner) => ({ default: sonner.Toaster })));

export function Toaster(props: ComponentProps<Sonner['Toaster']>) {
  const [needed, setNeeded] = useState(() => loading !== undefined);
  useEffect(() => {
    if (needed) return;
    const notify = () => setNeeded(true);
    wanted.add(notify);
    return () => void wanted.delete(notify);
  }, [needed]);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <RealToaster {...props} />
    </Suspense>
  );
}
