import { measureStlBenchmark } from './measure-stl';

/** Row for the table: parse + measure of a 1,000,000-triangle binary STL (issue 7: under 1 s). */
export function measureStl(): { value: string; ok: boolean } {
  const result = measureStlBenchmark();
  return {
    value:
      `${result.triangles.toLocaleString('en-US')} triangles (${result.megabytes.toFixed(1)} MB): ` +
      `median ${Math.round(result.medianMs)} ms, best ${Math.round(result.bestMs)} ms`,
    ok: result.passed,
  };
}
