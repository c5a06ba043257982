/**
 * The slicer corpus bench: each model of bench/lib/slicer-corpus.ts is priced by the instant
 * heuristic and sliced by the real PrusaSlicer (the shipped default profiles, PLA, standard
 * quality, 20 % infill), so the heuristic's error is measured; then four models slice at once
 * while the event loop's delay is sampled. `npm run bench -- --sections=slicer`.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { pricePrint } from '#core/custom-prints/price-print';
import { DEFAULT_PRICING_CONSTANTS } from '#core/custom-prints/print-schemas';
import { measureMesh } from '#core/geometry/measure-mesh';
import { encodeBinaryStl } from '#core/geometry/write-mesh';
import { markBinaryStl } from '#core/custom-prints/slicing/mark-binary-stl';
import {
  DEFAULT_MATERIAL_INI,
  DEFAULT_PRINTER_INI,
  DEFAULT_QUALITY_INI,
} from '#core/custom-prints/slicing/default-slicer-profiles';
import { checkSlicer, type SlicerStatus } from '../src/server/custom-prints/slicing/check-slicer';
import { toFigures } from '../src/server/custom-prints/slicing/slice-job-dispatcher';
import { runSlicer } from '../src/server/custom-prints/slicing/slicer-runner';
import { slicerCorpus, type CorpusModel } from './lib/slicer-corpus';

const PLA = { process: 'fdm' as const, densityGPerCm3: 1.24, pricePerGramCents: 3 };
const LIMITS = {
  wallMs: 120_000,
  memoryBytes: 2048 * 1024 * 1024,
  maxOutputBytes: 512 * 1024 ** 2,
};

export type CorpusRow = {
  name: string;
  shape: string;
  estimateGrams: number;
  slicedGrams: number;
  supportGrams: number;
  estimateHours: number;
  slicedHours: number;
  sliceMs: number;
};

const overrides = (supports: boolean) =>
  `fill_density = 20%\nsupport_material = ${supports ? 1 : 0}\npost_process = \n`;

export async function sliceModel(
  slicer: Extract<SlicerStatus, { enabled: true }>,
  model: CorpusModel,
  supports: boolean,
) {
  const outcome = await runSlicer(
    slicer,
    {
      model: markBinaryStl(encodeBinaryStl(model.mesh)),
      extension: 'stl',
      profiles: [DEFAULT_PRINTER_INI, DEFAULT_MATERIAL_INI, DEFAULT_QUALITY_INI.standard],
      overrides: overrides(supports),
    },
    LIMITS,
  );
  if (!outcome.ok) throw new Error(`${model.name}: ${outcome.reason}`);
  return { figures: toFigures(outcome, PLA.densityGPerCm3), ms: outcome.ms };
}

export async function measureSlicerCorpus() {
  const slicer = await checkSlicer(process.env.SLICER_PATH);
  if (!slicer.enabled) throw new Error(slicer.reason);
  const rows: CorpusRow[] = [];
  const times: number[] = [];
  for (const model of slicerCorpus()) {
    const m = measureMesh(model.mesh);
    const estimate = pricePrint(
      { volumeMm3: m.volumeMm3, surfaceAreaMm2: m.surfaceAreaMm2, sizeMm: m.boundingBox.size },
      PLA,
      { quality: 'standard', infillPercent: 20, quantity: 1 },
      DEFAULT_PRICING_CONSTANTS,
    );
    const plain = await sliceModel(slicer, model, false);
    const supported = await sliceModel(slicer, model, true);
    times.push(plain.ms, supported.ms);
    rows.push({
      name: model.name,
      shape: model.shape,
      estimateGrams: estimate.gramsPerUnit,
      slicedGrams: plain.figures.gramsPerUnit,
      supportGrams: supported.figures.supportGramsPerUnit,
      estimateHours: estimate.printHoursPerUnit,
      slicedHours: plain.figures.printHoursPerUnit,
      sliceMs: plain.ms,
    });
  }
  times.sort((a, b) => a - b);
  const pick = (q: number) => times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)]!;
  return { slicer, rows, p50: pick(0.5), p95: pick(0.95), slices: times.length };
}

/** Four of the heavier models slice at once; the event loop's delay meanwhile. */
export async function measureLoopWhileSlicing() {
  const slicer = await checkSlicer(process.env.SLICER_PATH);
  if (!slicer.enabled) throw new Error(slicer.reason);
  const corpus = slicerCorpus();
  const four = ['vase', 'sphere', 'large flat base', 'hollow box'].map((name) =>
    corpus.find((m) => m.name === name)!,
  );
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  const started = performance.now();
  const results = await Promise.all(four.map((model) => sliceModel(slicer, model, true)));
  const wallMs = performance.now() - started;
  histogram.disable();
  return {
    p99Ms: histogram.percentile(99) / 1e6,
    maxMs: histogram.max / 1e6,
    wallMs,
    grams: results.map((r) => r.figures.gramsPerUnit),
  };
}

const pct = (estimate: number, sliced: number) =>
  `${estimate >= sliced ? '+' : ''}${(((estimate - sliced) / sliced) * 100).toFixed(0)} %`;

export function renderCorpusTable(result: Awaited<ReturnType<typeof measureSlicerCorpus>>): string {
  const lines = [
    `Corpus of ${result.rows.length} generated models (bench/lib/slicer-corpus.ts), ${result.slicer.version}, shipped default profiles, PLA 1.24 g/cm³, standard quality, 20 % infill; the estimate is the instant heuristic (decision 107's formula with the default constants). Support g: the same model sliced with supports on. Slicing time: one sandboxed run (unshare + prlimit), ${result.slices} runs, p50 ${Math.round(result.p50)} ms, p95 ${Math.round(result.p95)} ms.`,
    '',
    '| model | shape | estimate g | sliced g | g error | support g | estimate h | sliced h | h error | slice ms |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...result.rows.map(
      (r) =>
        `| ${r.name} | ${r.shape} | ${r.estimateGrams.toFixed(1)} | ${r.slicedGrams.toFixed(1)} | ${pct(r.estimateGrams, r.slicedGrams)} | ${r.supportGrams.toFixed(1)} | ${r.estimateHours.toFixed(2)} | ${r.slicedHours.toFixed(2)} | ${pct(r.estimateHours, r.slicedHours)} | ${Math.round(r.sliceMs)} |`,
    ),
  ];
  return lines.join('\n');
}

/** Median and worst of the absolute errors, in percent. */
export function errorSummary(rows: CorpusRow[], pick: (r: CorpusRow) => [number, number]) {
  const errors = rows
    .map((r) => {
      const [estimate, sliced] = pick(r);
      return Math.abs((estimate - sliced) / sliced) * 100;
    })
    .sort((a, b) => a - b);
  return { median: errors[Math.floor(errors.length / 2)]!, worst: errors.at(-1)! };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await measureSlicerCorpus();
  console.log(renderCorpusTable(result));
  console.log(await measureLoopWhileSlicing());
}
