/**
 * The React floor of issue 28: the same prerendered page, hydrated by a minimal React 19 root
 * (React and React DOM only). It turns the page's own DOM into React elements and hydrates every
 * node of it, so the floor does the work any React app must do to adopt that page (a fiber per
 * node), and nothing else: no router, no data layer, no handlers. The bench serves it in place of
 * the app's scripts, with the same loader, and marks `data-app="ready"` the way the app does.
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
        stack[stack.length - 1]!.push(createElement(Suspense, { fallback: null }, ...inner));
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
    document.documentElement.dataset.app = 'ready';
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
