/**
 * Where the app's start goes: a CPU profile of one page load on a phone with the CPU slowed 4×,
 * from navigation to `<html data-app="ready">`, summed by script and by function (self time),
 * beside the marks first paint and ready. `node --import tsx bench/hydration/profile-start.ts
 * http://127.0.0.1:3000/shop [runs]`. A tool for finding what to cut, not a bench row.
 */
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from '../../tests/support/chromium-args';

type Node = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
};
type Profile = { nodes: Node[]; samples: number[]; timeDeltas: number[] };

const [url, runsArg] = process.argv.slice(2);
if (!url) throw new Error('usage: profile-start.ts <url> [runs]');
const runs = Number(runsArg ?? 3);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: CHROMIUM_ARGS,
});
const byScript = new Map<string, number>();
const byFunction = new Map<string, number>();
const marks: { fcp: number; ready: number }[] = [];
for (let run = 0; run < runs; run += 1) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(() => {
    new MutationObserver(() => {
      const w = window as unknown as { __ready?: number };
      if (document.documentElement.dataset.app === 'ready') w.__ready ??= performance.now();
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-app'] });
  });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await page.goto(url, { waitUntil: 'commit' });
  await page.waitForFunction(() => (window as { __ready?: number }).__ready, null, {
    timeout: 60_000,
    polling: 50,
  });
  const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
  marks.push(
    await page.evaluate(() => ({
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
      ready: (window as unknown as { __ready: number }).__ready,
    })),
  );
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  profile.samples.forEach((id, i) => {
    const frame = nodes.get(id)!.callFrame;
    const ms = (profile.timeDeltas[i] ?? 0) / 1000 / runs;
    const script = frame.url
      ? frame.url.replace(/^.*\//, '').replace(/-[\w-]{8}\.js$/, '.js')
      : `(${frame.functionName || 'anonymous'})`;
    byScript.set(script, (byScript.get(script) ?? 0) + ms);
    const fn = `${frame.functionName || '(anon)'} ${script}:${frame.lineNumber}:${frame.columnNumber}`;
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + ms);
  });
  await context.close();
}
await browser.close();
const top = (map: Map<string, number>, n: number) =>
  [...map]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([k, v]) => `${v.toFixed(1).padStart(8)} ms  ${k}`)
    .join('\n');
console.log(
  marks
    .map(
      (m) =>
        `fcp ${Math.round(m.fcp)} ready ${Math.round(m.ready)} → ${Math.round(m.ready - m.fcp)} ms`,
    )
    .join('\n'),
);
console.log('\nSelf time by script (mean per run, 4× CPU):\n' + top(byScript, 25));
console.log('\nSelf time by function:\n' + top(byFunction, 40));
