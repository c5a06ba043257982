/**
 * Test files whose assertions are timings of their own process: a duration, a ratio of two
 * durations, the event loop's delay. Vitest runs them after every other file, one at a time, in
 * a fresh process each (vitest.config.ts, decision 159), so no other file's work shares the
 * machine with them. tests/unit/timed-test-files.test.ts finds any test file that times itself
 * and is missing here.
 */
export const TIMED_TEST_FILES = {
  unit: [
    'src/core/catalog/csv/shopify-cells.test.ts',
    'src/core/catalog/product-slug.test.ts',
    'src/core/catalog/search-words.test.ts',
    'src/core/csv/parse-csv.test.ts',
    'src/core/custom-prints/slicing/parse-gcode-summary.test.ts',
    'src/server/catalog/csv-plan-pool.test.ts',
    'tests/unit/printer-http.test.ts',
  ],
  process: [
    'tests/process/printer-links-event-loop.test.ts',
    'tests/process/slicer-event-loop.test.ts',
  ],
  api: ['tests/api/untrusted-files.test.ts', 'tests/api/product-search.test.ts'],
} as const;

/**
 * What a file that times itself contains: a clock read, Node's event-loop delay monitor, or the
 * bench's loop measurement (bench/measure-slicer.ts).
 */
export const TIMING_CALL =
  /\bperformance\.now\(\)|\bprocess\.hrtime\b|\bmonitorEventLoopDelay\b|\bmeasureLoop\w*\(/;
