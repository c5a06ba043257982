/**
 * Early input (decision 125): a prerendered page paints before the app runs, and until
 * then its controls would do nothing. This runs inline in <head>, before the page is parsed, and
 * keeps every input that needs the app until the app says it is ready (`<html data-app="ready">`,
 * set once hydration has finished), then hands each one to the same control, in order:
 *
 * - a click or tap on a control (button, checkbox, radio, role=button…) is held, the control shows
 *   that it took it (`data-early-input`, `aria-busy`), and it is clicked again once the app runs;
 * - a form submitted (Enter in a field) is held and submitted again with the same submitter;
 * - text typed or an option chosen is kept and given to the app as a change, since hydration may
 *   reset a field to its rendered value;
 * - keys pressed on a control other than activation keys (which become clicks) are dispatched again.
 *
 * Links are left alone: they work without the app (a plain navigation). Bundled by esbuild into an
 * inline script (scripts/vite-early-input.ts); it imports nothing and must stay small.
 */
export function captureEarlyInput(doc: Document, win: Window): void {
  const html = doc.documentElement;
  const CONTROLS =
    'button,input[type=checkbox],input[type=radio],input[type=submit],input[type=button],input[type=image],summary,[role=button],[role=checkbox],[role=switch],[role=tab],[role=radio],[role=menuitem],[role=option]';
  const TEXT_FIELDS = 'input,textarea,select';
  const NOT_TEXT = /^(button|checkbox|radio|submit|image|reset|file|range|color)$/;
  type Held =
    | { kind: 'click'; target: Element; key: string }
    | { kind: 'submit'; target: HTMLFormElement; key: string; submitter: HTMLElement | null }
    | { kind: 'key'; target: Element; key: string; init: KeyboardEventInit };
  const held: Held[] = [];
  const typed = new Map<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, string>();
  let finished = false;

  const isReady = () => html.getAttribute('data-app') === 'ready';
  // Where a control was, to find it again if the app replaced the element while starting.
  const keyOf = (element: Element) =>
    [
      element.tagName,
      element.id,
      element.getAttribute('name'),
      element.getAttribute('aria-label'),
      (element.textContent ?? '').trim().slice(0, 80),
    ].join('|');
  const findAgain = <T extends Element>(element: T, key: string): T | null => {
    if (element.isConnected) return element;
    const same = Array.from(doc.querySelectorAll(element.tagName)).filter((e) => keyOf(e) === key);
    return same.length === 1 ? (same[0] as T) : null;
  };
  const showTaken = (element: Element) => {
    element.setAttribute('data-early-input', '');
    if (!element.hasAttribute('aria-busy')) {
      element.setAttribute('aria-busy', 'true');
      element.setAttribute('data-early-busy', '');
    }
  };
  const clearTaken = (element: Element) => {
    element.removeAttribute('data-early-input');
    if (element.hasAttribute('data-early-busy')) {
      element.removeAttribute('aria-busy');
      element.removeAttribute('data-early-busy');
    }
  };
  const hold = (event: Event) => {
    event.preventDefault();
    event.stopImmediatePropagation();
  };
  const isTextField = (target: EventTarget | null): target is HTMLInputElement =>
    target instanceof Element &&
    target.matches(TEXT_FIELDS) &&
    !NOT_TEXT.test((target as HTMLInputElement).type);

  const onClick = (event: MouseEvent) => {
    if (finished || isReady() || !event.isTrusted || event.button !== 0) return;
    const target = event.target instanceof Element ? event.target.closest(CONTROLS) : null;
    if (!target || target.closest('a[href]')) return;
    hold(event);
    showTaken(target);
    held.push({ kind: 'click', target, key: keyOf(target) });
  };
  const onSubmit = (event: SubmitEvent) => {
    if (finished || isReady() || !(event.target instanceof HTMLFormElement)) return;
    hold(event);
    const submitter = event.submitter;
    showTaken(submitter ?? event.target);
    held.push({ kind: 'submit', target: event.target, key: keyOf(event.target), submitter });
  };
  const onTyped = (event: Event) => {
    if (finished || isReady() || !isTextField(event.target)) return;
    typed.set(event.target, event.target.value);
  };
  const onKey = (event: KeyboardEvent) => {
    if (finished || isReady() || !event.isTrusted || isTextField(event.target)) return;
    if (/^(Enter| |Tab|Shift|Control|Alt|Meta|CapsLock)$/.test(event.key)) return;
    const target = event.target instanceof Element ? event.target.closest(CONTROLS) : null;
    if (!target) return;
    held.push({
      kind: 'key',
      target,
      key: keyOf(target),
      init: {
        key: event.key,
        code: event.code,
        shiftKey: event.shiftKey,
        altKey: event.altKey,
        ctrlKey: event.ctrlKey,
        metaKey: event.metaKey,
        bubbles: true,
        cancelable: true,
      },
    });
  };

  // A field's value given to the app as a change: React notices a change only against the value
  // it last saw, so the field is emptied through the element first and refilled natively.
  const giveValue = (
    field: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement,
    value: string,
  ) => {
    if (!field.isConnected) return;
    const proto = Object.getPrototypeOf(field) as object;
    const setter = Object.getOwnPropertyDescriptor(proto, 'value')?.set;
    if (!setter) return;
    field.value = '';
    setter.call(field, value);
    field.dispatchEvent(
      new Event(field.tagName === 'SELECT' ? 'change' : 'input', { bubbles: true }),
    );
  };

  const replay = () => {
    typed.forEach((value, field) => giveValue(field, value));
    typed.clear();
    for (const item of held.splice(0)) {
      clearTaken(item.target);
      if (item.kind === 'submit' && item.submitter) clearTaken(item.submitter);
      const target = findAgain(item.target, item.key);
      if (!target) continue;
      if (item.kind === 'click') (target as HTMLElement).click();
      else if (item.kind === 'key') target.dispatchEvent(new KeyboardEvent('keydown', item.init));
      else {
        const submitter = item.submitter?.isConnected ? item.submitter : null;
        (target as HTMLFormElement).requestSubmit(submitter);
      }
    }
  };
  const finish = (replayHeld: boolean) => {
    if (finished) return;
    finished = true;
    observer.disconnect();
    win.removeEventListener('click', onClick, true);
    win.removeEventListener('submit', onSubmit, true);
    win.removeEventListener('input', onTyped, true);
    win.removeEventListener('change', onTyped, true);
    win.removeEventListener('keydown', onKey, true);
    if (replayHeld) replay();
    else for (const item of held.splice(0)) clearTaken(item.target);
  };

  win.addEventListener('click', onClick, true);
  win.addEventListener('submit', onSubmit, true);
  win.addEventListener('input', onTyped, true);
  win.addEventListener('change', onTyped, true);
  win.addEventListener('keydown', onKey, true);
  // The app marks itself ready from an effect; the held input goes in a task of its own after it.
  const observer = new MutationObserver(() => {
    if (isReady()) win.setTimeout(() => finish(true), 0);
  });
  observer.observe(html, { attributes: true, attributeFilter: ['data-app'] });
  // An app that can't start (its script failed to load) must not leave controls busy for good.
  win.addEventListener(
    'error',
    (event) => {
      if (event.target instanceof HTMLScriptElement) finish(false);
    },
    true,
  );
}
