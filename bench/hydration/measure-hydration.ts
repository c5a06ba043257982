import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM_ARGS } from '../../tests/support/chromium-args';
import { percentile } from '../lib/percentile';

const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );

/** One page load on a slowed phone: first paint, app ready, blocking time, a tap's effect. */
export type HydrationRun = {
  fcpMs: number;
  /** First contentful paint → `<html data-app="ready">`. */
  readyAfterPaintMs: number;
  /** Long tasks' time over 50 ms, from the first paint until ready (the CPU slowed 4×). */
  blockingMs: number;
  /** The floor only: first paint → its shell committed, before React adopted the page's nodes. */
  shellAfterPaintMs: number;
  /**
   * The first script requested → ready: the page's own start, without the loader's wait for the
   * largest paint (decision 054), which both sides share and which dilutes the first-paint ratio.
   */
  readyAfterScriptMs: number;
};
export type TapRun = {
  /** First paint → the tapped theme toggle's effect (the real app) or its replay (the floor). */
  tapAfterPaintMs: number;
  /** The tap had no effect within 20 s: a lost tap, reported as such (never retried). */
  lost: boolean;
  /** Where a lost tap was lost, from the page's own marks (see `whereLost`). */
  lostWhere?: string;
};
type TapSummary = {
  ready: number;
  ownStart: number;
  blocking: number;
  tap: number;
  lostTaps: number;
  lostWhere: string[];
  shell: number;
};
export type HydrationRow = {
  path: string;
  app: TapSummary;
  floor: TapSummary;
};

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

async function slowPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(() => {
    const w = window as unknown as Record<string, unknown>;
    const tasks: [number, number][] = [];
    w.__tasks = tasks;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) tasks.push([e.startTime, e.duration]);
    }).observe({ type: 'longtask', buffered: true });
    new MutationObserver(() => {
      if (document.documentElement.dataset.app === 'ready') w.__ready ??= performance.now();
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-app'] });
    // The floor has no handlers: a tap takes effect when the early-input script replays it (an
    // untrusted click), or at once if the floor was already running when the finger landed.
    addEventListener(
      'click',
      (event) => {
        const running = document.documentElement.dataset.app === 'ready';
        if (!event.isTrusted || running) w.__floorTap ??= performance.now();
      },
      true,
    );
    // Where a tap went, so a lost one says where it was lost: the browser's click, the early-input
    // script holding it (its mark on the control), the replayed click.
    addEventListener(
      'click',
      (event) => {
        if (event.isTrusted) w.__trustedClick ??= performance.now();
        else w.__replayedClick ??= performance.now();
      },
      true,
    );
    new MutationObserver(() => {
      if (document.querySelector('[data-early-input]')) w.__held ??= performance.now();
    }).observe(document, {
      attributes: true,
      subtree: true,
      attributeFilter: ['data-early-input'],
    });
    // The real app's effect: the default dark theme switched to light.
    new MutationObserver(() => {
      if (document.documentElement.classList.contains('light'))
        w.__themeChanged ??= performance.now();
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ['class'] });
  });
  return page;
}

const fcpOf = (page: Page) =>
  page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN);

async function loadOnce(browser: Browser, url: string): Promise<HydrationRun> {
  const page = await slowPage(browser);
  try {
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForFunction(() => (window as { __ready?: number }).__ready, null, {
      timeout: 60_000,
      polling: 50,
    });
    const fcp = await fcpOf(page);
    const { ready, tasks, shell, firstScript } = await page.evaluate(() => {
      const w = window as unknown as {
        __ready: number;
        __tasks: [number, number][];
        __floorShell?: number;
      };
      const scripts = performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.endsWith('.js'));
      return {
        ready: w.__ready,
        tasks: w.__tasks,
        shell: w.__floorShell ?? Number.NaN,
        firstScript: Math.min(...scripts.map((entry) => entry.startTime)),
      };
    });
    const blocking = tasks
      .filter(([start]) => start + 1 >= fcp && start < ready)
      .reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0);
    return {
      fcpMs: fcp,
      readyAfterPaintMs: ready - fcp,
      blockingMs: blocking,
      shellAfterPaintMs: shell - fcp,
      readyAfterScriptMs: ready - firstScript,
    };
  } finally {
    await page.context().close();
  }
}

/** Where a tap that had no effect was lost, from the marks the page's init script keeps. */
async function whereLost(page: Page): Promise<string> {
  const marks = await page.evaluate(() => {
    const w = window as unknown as Record<string, number | undefined>;
    return {
      click: w.__trustedClick,
      held: w.__held,
      replayed: w.__replayedClick,
      ready: w.__ready,
    };
  });
  if (marks.click === undefined) return 'the browser made no click of the tap';
  if (marks.ready !== undefined && marks.click >= marks.ready)
    return 'clicked after ready, no effect';
  if (marks.held === undefined) return 'clicked before ready and not held';
  if (marks.replayed === undefined) return 'held, never replayed';
  return 'held and replayed, no effect';
}

/** Taps the top bar's theme toggle the moment it is painted, as a thumb would. */
async function tapOnce(browser: Browser, url: string, realApp: boolean): Promise<TapRun> {
  const page = await slowPage(browser);
  try {
    await page.goto(url, { waitUntil: 'commit' });
    // Found by one selector checked each frame, not by a role locator: resolving accessible
    // names over the whole page on the slowed main thread took 35–390 ms before the finger
    // landed, and that work competed with the start it measures.
    const centre = await page.waitForFunction(
      () => {
        const toggle = document.querySelector('button[aria-label="Switch to light theme"]');
        const painted = performance.getEntriesByName('first-contentful-paint').length > 0;
        const box = toggle?.getBoundingClientRect();
        return painted && box && box.width > 0
          ? { x: box.x + box.width / 2, y: box.y + box.height / 2 }
          : null;
      },
      null,
      { polling: 'raf', timeout: 60_000 },
    );
    const { x, y } = (await centre.jsonValue())!;
    await page.touchscreen.tap(x, y);
    const mark = realApp ? '__themeChanged' : '__floorTap';
    const answered = await page
      .waitForFunction((m) => (window as unknown as Record<string, number>)[m], mark, {
        timeout: 20_000,
        polling: 50,
      })
      .then(() => true)
      .catch(() => false);
    if (!answered)
      return { tapAfterPaintMs: Number.NaN, lost: true, lostWhere: await whereLost(page) };
    const fcp = await fcpOf(page);
    const at = await page.evaluate(
      (m) => (window as unknown as Record<string, number>)[m] ?? Number.NaN,
      mark,
    );
    return { tapAfterPaintMs: at - fcp, lost: false };
  } finally {
    await page.context().close();
  }
}

/**
 * Per public route, the real page and the React floor (the same HTML hydrated by
 * React alone, bench/hydration/react-floor.ts), side by side, median of `rounds` interleaved
 * runs, on a phone with the CPU slowed 4×.
 */
export async function measureHydration(
  appUrl: string,
  floorUrl: string,
  paths: string[],
  rounds = 3,
): Promise<HydrationRow[]> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  try {
    const rows: HydrationRow[] = [];
    for (const path of paths) {
      const runs = { app: [] as HydrationRun[], floor: [] as HydrationRun[] };
      const taps = { app: [] as TapRun[], floor: [] as TapRun[] };
      for (let round = 0; round < rounds; round += 1) {
        runs.app.push(await loadOnce(browser, appUrl + path));
        runs.floor.push(await loadOnce(browser, floorUrl + path));
        taps.app.push(await tapOnce(browser, appUrl + path, true));
        taps.floor.push(await tapOnce(browser, floorUrl + path, false));
      }
      const summary = (load: HydrationRun[], tap: TapRun[]) => ({
        ready: median(load.map((r) => r.readyAfterPaintMs)),
        ownStart: median(load.map((r) => r.readyAfterScriptMs)),
        blocking: median(load.map((r) => r.blockingMs)),
        tap: median(tap.filter((r) => !r.lost).map((r) => r.tapAfterPaintMs)),
        lostTaps: tap.filter((r) => r.lost).length,
        lostWhere: tap.flatMap((r) => (r.lostWhere ? [r.lostWhere] : [])),
        shell: median(load.map((r) => r.shellAfterPaintMs)),
      });
      rows.push({
        path,
        app: summary(runs.app, taps.app),
        floor: summary(runs.floor, taps.floor),
      });
    }
    return rows;
  } finally {
    await browser.close();
  }
}
