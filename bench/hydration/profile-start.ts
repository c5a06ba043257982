/**
 * Where the app's start goes: a CPU profile of one page load on a phone with the CPU slowed 4×,
 * from navigation to `<html data-app="ready">`, summed by script and by function (self time),
 * beside the marks first paint and ready. `node --import tsx bench/hydration/profile-start.ts
 * http://127.0.0.1:3000/shop [runs] [--floor]`; with `--floor`, the React floor's start on the
 * same page instead (react-floor.ts through floor-proxy.ts). With `PROFILE_SOURCE_MAPS` set to
 * the folder of a build of the same sources with `sourcemap: 'hidden'` (its files have the same
 * names), the app's time is also summed by package and feature. A tool for finding what to cut,
 * not a bench row.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { SourceMapConsumer, type RawSourceMap } from 'source-map-js';
import { ownerOf } from '../lib/dependency-costs';
import { CHROMIUM_ARGS } from '../../tests/support/chromium-args';
import { buildReactFloor } from './build-react-floor';
import { startFloorProxy } from './floor-proxy';

type Node = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
};
type Profile = { nodes: Node[]; samples: number[]; timeDeltas: number[] };

const [pageUrl, runsArg] = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
if (!pageUrl) throw new Error('usage: profile-start.ts <url> [runs] [--floor]');
const runs = Number(runsArg ?? 3);
const { origin, pathname, search } = new URL(pageUrl);
const floor = process.argv.includes('--floor')
  ? await startFloorProxy(origin, await buildReactFloor())
  : null;
const url = floor ? `${floor.url}${pathname}${search}` : pageUrl;
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: CHROMIUM_ARGS,
});
const mapsDir = process.env.PROFILE_SOURCE_MAPS;
const consumers = new Map<string, SourceMapConsumer | null>();
/** The package or feature a frame's code came from, and where, by the build's source map. */
function ownerOfFrame(url: string, line: number, column: number): string | null {
  const file = /\/assets\/[^/?#]+\.js/.exec(url)?.[0];
  if (!mapsDir || !file) return null;
  if (!consumers.has(file)) {
    const path = join(mapsDir, `${file}.map`);
    consumers.set(
      file,
      existsSync(path)
        ? new SourceMapConsumer(JSON.parse(readFileSync(path, 'utf8')) as RawSourceMap)
        : null,
    );
  }
  const at = consumers.get(file)?.originalPositionFor({ line: line + 1, column });
  if (!at?.source) return null;
  return `${ownerOf(at.source)} · ${at.source.replace(/^.*node_modules\//, '').replace(/^.*\/src\//, 'src/')}:${at.line}`;
}
const byOwner = new Map<string, number>();
const byOrigin = new Map<string, number>();
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
    const owner = ownerOfFrame(frame.url, frame.lineNumber, frame.columnNumber);
    if (owner) {
      const name = owner.split(' · ')[0]!;
      byOwner.set(name, (byOwner.get(name) ?? 0) + ms);
      byOrigin.set(owner, (byOrigin.get(owner) ?? 0) + ms);
    }
  });
  await context.close();
}
await browser.close();
await floor?.close();
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
if (mapsDir) {
  console.log('\nSelf time by package or feature:\n' + top(byOwner, 25));
  console.log('\nSelf time by source line:\n' + top(byOrigin, 30));
}
console.log('\nSelf time by function:\n' + top(byFunction, 40));
