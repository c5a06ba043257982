/**
 * The React floor (decision 137): the same prerendered page, hydrated by a minimal React 19 root
 * (React and React DOM only). It turns the page's own DOM into React elements and hydrates every
 * node of it, so the floor does the work any React app must do to adopt that page (a fiber per
 * node), and nothing else: no router, no data layer, no handlers. The bench serves it in place of
 * the app's scripts, with the same loader, and marks `data-app="ready"` once every node is
 * adopted, as the app does (decision 137).
 *
 * React hydrates the content of a Suspense boundary (`<!--$-->`) in a pass of its own, at the
 * lowest priority, after the shell around it has committed. The prerendered pages are all inside
 * such boundaries (the routes' and the lazy pages'), so a mark set by the shell's effect alone
 * came before the floor had adopted a single node of the page: the app's ready (decision 056's
 * mark, after its content too) was compared with React's bare start. Each boundary now ends with
 * an `Adopted` marker (it renders nothing, so the markup is unchanged) whose effect counts it.
 */
import {
  createElement,
  Fragment,
  startTransition,
  Suspense,
  useEffect,
  type ReactNode,
} from 'react';
import { hydrateRoot } from 'react-dom/client';

const BOOLEAN_ATTRIBUTES = new Set([
  'disabled',
  'hidden',
  'checked',
  'selected',
  'required',
  'open',
  'multiple',
  'readonly',
]);

function styleObject(text: string): Record<string, string> {
  const style: Record<string, string> = {};
  for (const declaration of text.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    const name = declaration.slice(0, colon).trim();
    const key = name.startsWith('--')
      ? name
      : name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
    style[key] = declaration.slice(colon + 1).trim();
  }
  return style;
}

function propsOf(element: Element): Record<string, unknown> {
  const props: Record<string, unknown> = {};
  for (const { name, value } of Array.from(element.attributes)) {
    if (name === 'class') props.className = value;
    else if (name === 'for') props.htmlFor = value;
    else if (name === 'style') props.style = styleObject(value);
    else if (name === 'value' && element.tagName === 'INPUT') props.defaultValue = value;
    else if (name === 'checked') props.defaultChecked = true;
    else if (BOOLEAN_ATTRIBUTES.has(name)) props[name] = true;
    else props[name] = value;
  }
  return props;
}

let boundaries = 0;
let adopted = 0;
/** When the shell committed (`window.__floorShell`, for the record: React's bare start). */
let shellAt: number | null = null;
function markWhenAdopted() {
  if (shellAt === null || adopted < boundaries) return;
  (window as unknown as Record<string, number>).__floorShell = shellAt;
  document.documentElement.dataset.app = 'ready';
}

/** Rendered last in each boundary: its effect runs once React has adopted the boundary's nodes. */
function Adopted() {
  useEffect(() => {
    adopted += 1;
    markWhenAdopted();
  }, []);
  return null;
}

/** Children of a node as React nodes; `<!--$-->…<!--/$-->` pairs are Suspense boundaries. */
function childrenOf(parent: Node): ReactNode[] {
  const out: ReactNode[] = [];
  const stack: ReactNode[][] = [out];
  for (const node of Array.from(parent.childNodes)) {
    const target = stack[stack.length - 1]!;
    if (node.nodeType === Node.COMMENT_NODE) {
      const data = (node as Comment).data;
      if (data === '$') stack.push([]);
      else if (data === '/$' && stack.length > 1) {
        const inner = stack.pop()!;
        boundaries += 1;
        stack[stack.length - 1]!.push(
          createElement(Suspense, { fallback: null }, ...inner, createElement(Adopted)),
        );
      }
    } else if (node.nodeType === Node.TEXT_NODE) target.push((node as Text).data);
    else if (node.nodeType === Node.ELEMENT_NODE) target.push(elementOf(node as Element));
  }
  return out;
}

function elementOf(element: Element): ReactNode {
  const tag =
    element.tagName === element.tagName.toUpperCase()
      ? element.tagName.toLowerCase()
      : element.tagName;
  const props = propsOf(element);
  if (tag === 'textarea')
    return createElement(tag, { ...props, defaultValue: element.textContent ?? '' });
  return createElement(tag, props, ...childrenOf(element));
}

function Floor({ nodes }: { nodes: ReactNode[] }) {
  useEffect(() => {
    shellAt = performance.now();
    markWhenAdopted();
  }, []);
  return createElement(Fragment, null, ...nodes);
}

const root = document.getElementById('root')!;
const tree = childrenOf(root);
startTransition(() => {
  hydrateRoot(root, createElement(Floor, { nodes: tree }), {
    onRecoverableError: (error) => console.error('floor hydration mismatch', error),
  });
});
