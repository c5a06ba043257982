import {
  ANALYTICS_STORAGE_KEY,
  clickText,
  describeElement,
  keepLast,
  LOG_EVERY_MS,
  MAX_CLICKS,
  MAX_PAGES,
  SAVE_AFTER_IDLE_MS,
  scrollDepth,
  type VisitorRecord,
} from './visitor-record';

const SESSION_KEY = 'visitor-session-id';

function sessionId(): string {
  try {
    const existing = sessionStorage.getItem(SESSION_KEY);
    if (existing) return existing;
    const id =
      globalThis.crypto?.randomUUID?.() ??
      `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
    sessionStorage.setItem(SESSION_KEY, id);
    return id;
  } catch {
    return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
  }
}

function newRecord(): VisitorRecord {
  return {
    sessionId: sessionId(),
    userAgent: navigator.userAgent,
    referrer: document.referrer,
    startedAt: new Date().toISOString(),
    device: {
      screenWidth: screen.width,
      screenHeight: screen.height,
      viewportWidth: window.innerWidth,
      viewportHeight: window.innerHeight,
      pixelRatio: window.devicePixelRatio,
      language: navigator.language,
      // Filled in when the record is first saved or logged (`withTimezone`): the page's first Intl
      // object loads ICU's data, 40-70 ms at 4× CPU, which must not sit right after ready.
      timezone: '',
      touch: navigator.maxTouchPoints > 0,
    },
    pages: [],
    clicks: [],
  };
}

export type VisitorAnalytics = { trackPage(path: string, title: string): void; stop(): void };

/** Starts collecting for this tab. Saved after 5 s without news, logged every 30 s. */
export function startVisitorAnalytics(): VisitorAnalytics {
  const record = newRecord();
  let enteredAt = performance.now();
  let saveTimer: ReturnType<typeof setTimeout> | undefined;

  const current = () => record.pages[record.pages.length - 1];
  const closeCurrentPage = () => {
    const page = current();
    if (page) page.timeSpentMs = Math.round(performance.now() - enteredAt);
  };
  const withTimezone = () => {
    record.device.timezone ||= Intl.DateTimeFormat().resolvedOptions().timeZone;
  };
  const save = () => {
    closeCurrentPage();
    withTimezone();
    try {
      localStorage.setItem(ANALYTICS_STORAGE_KEY, JSON.stringify(record));
    } catch {
      // Storage full or blocked: analytics are optional.
    }
  };
  const changed = () => {
    clearTimeout(saveTimer);
    saveTimer = setTimeout(save, SAVE_AFTER_IDLE_MS);
  };

  const onScroll = () => {
    const page = current();
    if (!page) return;
    const depth = scrollDepth(
      window.scrollY,
      window.innerHeight,
      document.documentElement.scrollHeight,
    );
    if (depth > page.scrollDepth) {
      page.scrollDepth = depth;
      changed();
    }
  };
  const onClick = (event: MouseEvent) => {
    const target =
      event.target instanceof Element
        ? (event.target.closest('a,button,[role],input,select,textarea,label') ?? event.target)
        : null;
    if (!target) return;
    // Never the content of a form field: only what the element itself shows.
    const isField = /^(input|textarea|select)$/i.test(target.tagName);
    record.clicks = keepLast(
      [
        ...record.clicks,
        {
          element: describeElement(target.tagName, target.id, [...target.classList]),
          text: isField ? '' : clickText(target.textContent),
          page: location.pathname,
          x: Math.round(event.pageX),
          y: Math.round(event.pageY),
          at: new Date().toISOString(),
        },
      ],
      MAX_CLICKS,
    );
    changed();
  };
  const onHide = () => {
    if (document.visibilityState === 'hidden') save();
  };
  const logTimer = setInterval(() => {
    closeCurrentPage();
    withTimezone();
    console.log('[visitor analytics]', record);
  }, LOG_EVERY_MS);

  window.addEventListener('scroll', onScroll, { passive: true });
  document.addEventListener('click', onClick, { capture: true });
  document.addEventListener('visibilitychange', onHide);

  return {
    trackPage(path, title) {
      closeCurrentPage();
      enteredAt = performance.now();
      record.pages = keepLast(
        [
          ...record.pages,
          { path, title, enteredAt: new Date().toISOString(), timeSpentMs: 0, scrollDepth: 0 },
        ],
        MAX_PAGES,
      );
      onScroll();
      changed();
    },
    stop() {
      clearTimeout(saveTimer);
      clearInterval(logTimer);
      window.removeEventListener('scroll', onScroll);
      document.removeEventListener('click', onClick, { capture: true });
      document.removeEventListener('visibilitychange', onHide);
    },
  };
}
