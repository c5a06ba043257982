/**
 * `react-dom/client` in the production build (vite.config.ts aliases it here; decision 007).
 * preact/compat's createRoot empties the container first, as React does; this one renders with
 * Preact's own `render`, which adopts the DOM already there: the prerendered page's nodes are
 * reused and their attributes and text corrected to what the app renders (a signed-in header, a
 * stored theme), so what the visitor saw at first paint is never torn down and painted again.
 */
import { render, type ComponentChild } from 'preact';

export { hydrateRoot } from 'preact/compat/client';

export function createRoot(container: Element): { render(children: ComponentChild): void; unmount(): void } {
  return {
    render(children) {
      render(children, container);
    },
    unmount() {
      render(null, container);
    },
  };
}
