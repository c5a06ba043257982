import { useState, type ReactNode } from 'react';
import { useHydrated } from '../lib/use-hydrated';

/**
 * Prerendered markup that has nothing for React to attach to (text, images, icons, site links):
 * while React hydrates the page, the island keeps its own nodes as they are, as one HTML string,
 * instead of adopting them with a fiber per node (first paint → ready, decision 145).
 * Rendered at any other time (a client-side navigation, a page rendered from scratch), it renders
 * its children. Only for content without handlers, state or effects: a site link inside works
 * through the one document listener (decision 141), a control would stay dead.
 * Its content must be the same in every render of the page (no props or state that change it):
 * the island is found by its `name`, unique on the page, so even a render that React had to redo
 * on the client takes the right nodes. `display: contents` keeps the wrapper out of the layout.
 */
export function StaticIsland({ name, children }: { name: string; children: ReactNode }) {
  const id = `static-${name}`;
  const hydrated = useHydrated();
  // Read once, at the island's first render: the prerendered nodes, or null when there are none.
  const [prerendered] = useState(() =>
    hydrated || typeof document === 'undefined'
      ? null
      : (document.getElementById(id)?.innerHTML ?? null),
  );
  if (prerendered === null)
    return (
      <div id={id} data-static-island="" className="contents">
        {children}
      </div>
    );
  return (
    <div
      id={id}
      data-static-island=""
      className="contents"
      // The same string the DOM holds: React leaves those nodes alone.
      dangerouslySetInnerHTML={{ __html: prerendered }}
      suppressHydrationWarning
    />
  );
}
