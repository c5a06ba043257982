/**
 * The visitor analytics record of SPEC §3, kept only in this browser (local storage and the
 * console); nothing is ever sent. Pure helpers here; the DOM wiring is in visitor-analytics.ts.
 */
export const ANALYTICS_STORAGE_KEY = 'visitor-analytics';
export const SAVE_AFTER_IDLE_MS = 5_000;
export const LOG_EVERY_MS = 30_000;
export const CLICK_TEXT_LIMIT = 100;
/** Caps keep a long session from filling local storage. */
export const MAX_PAGES = 100;
export const MAX_CLICKS = 200;

export type PageVisit = {
  path: string;
  title: string;
  enteredAt: string;
  timeSpentMs: number;
  scrollDepth: number;
};
export type ClickRecord = {
  element: string;
  text: string;
  page: string;
  x: number;
  y: number;
  at: string;
};
export type DeviceInfo = {
  screenWidth: number;
  screenHeight: number;
  viewportWidth: number;
  viewportHeight: number;
  pixelRatio: number;
  language: string;
  timezone: string;
  touch: boolean;
};
export type VisitorRecord = {
  sessionId: string;
  userAgent: string;
  referrer: string;
  startedAt: string;
  device: DeviceInfo;
  pages: PageVisit[];
  clicks: ClickRecord[];
};

/** Whitespace collapsed, cut at 100 characters. */
export function clickText(text: string | null | undefined): string {
  return (text ?? '').replace(/\s+/g, ' ').trim().slice(0, CLICK_TEXT_LIMIT);
}

/** How far down the page the visitor has seen, 0-100. */
export function scrollDepth(
  scrollY: number,
  viewportHeight: number,
  documentHeight: number,
): number {
  if (documentHeight <= viewportHeight) return 100;
  const seen = ((scrollY + viewportHeight) / documentHeight) * 100;
  return Math.max(0, Math.min(100, Math.round(seen)));
}

/** `button#id.class-a.class-b`: enough to recognise an element, no content. */
export function describeElement(tag: string, id: string, classes: readonly string[]): string {
  const cls = classes
    .slice(0, 2)
    .map((c) => `.${c}`)
    .join('');
  return `${tag.toLowerCase()}${id ? `#${id}` : ''}${cls}`;
}

export function keepLast<T>(items: T[], max: number): T[] {
  return items.length > max ? items.slice(items.length - max) : items;
}
