import { describe, expect, it } from 'vitest';
import { ownerOf } from '../../bench/lib/dependency-costs';
import {
  existingDependencyTable,
  mergeRows,
  parseRows,
  renderDependencyTable,
} from '../../bench/lib/results-file';
import { renderTable, type Row } from '../../bench/lib/table';

const row = (section: string, measure: string, value: string, ok: boolean | null = true): Row => ({
  section,
  measure,
  value,
  target: 't',
  ok,
});

describe('bench results file', () => {
  it('reads back the rows it wrote', () => {
    const rows = [
      row('Bundle', '`/` JS', '120.0 KB'),
      row('Start', 'pglite', '900 ms', false),
      row('Memory', 'RSS', '400 MB', null),
    ];
    expect(parseRows(`# Benchmark results\n\ntext\n\n${renderTable(rows)}\n`)).toEqual(rows);
    const dependencies = renderDependencyTable(
      [{ name: 'react-dom', bytes: 2048, gzipBytes: 1024 }],
      4096,
    );
    expect(parseRows(`# Benchmark results\n\n${renderTable(rows)}\n\n${dependencies}\n`)).toEqual(
      rows,
    );
  });

  it('a partial run replaces only the rows of the sections it ran, in section order', () => {
    const previous = [
      row('Bundle', 'js', 'old'),
      row('Start', 'pglite', '900 ms'),
      row('Lighthouse', '/', 'old'),
      row('Custom prints', 'stl', '300 ms'),
    ];
    const fresh = [
      row('Bundle', 'js', 'new'),
      row('Lighthouse', '/ (median of 3)', 'new'),
      row('Lighthouse', '/about (median of 3)', 'new'),
    ];
    expect(
      mergeRows(previous, fresh, ['bundle', 'lighthouse']).map(
        (r) => `${r.section}:${r.measure}:${r.value}`,
      ),
    ).toEqual([
      'Bundle:js:new',
      'Start:pglite:900 ms',
      'Lighthouse:/ (median of 3):new',
      'Lighthouse:/about (median of 3):new',
      'Custom prints:stl:300 ms',
    ]);
  });

  it('keeps the dependency table of an earlier run when the bundle was not measured', () => {
    const table = renderDependencyTable(
      [{ name: 'react-dom', bytes: 2048, gzipBytes: 1024 }],
      4096,
    );
    expect(table).toContain('| react-dom | 1.0 KB | 2.0 KB |');
    expect(existingDependencyTable(`# x\n\n| a |\n\n${table}\n`)).toBe(table);
    expect(existingDependencyTable('# x\n')).toBeNull();
  });
});

describe('ownerOf', () => {
  it('names the package or the app folder a source came from', () => {
    expect(ownerOf('../../node_modules/react-dom/cjs/react-dom-client.production.js')).toBe(
      'react-dom',
    );
    expect(ownerOf('../../node_modules/@tanstack/query-core/build/modern/query.js')).toBe(
      '@tanstack/query-core',
    );
    expect(ownerOf('/repo/src/web/features/site/components/logo.tsx')).toBe('app: features/site');
    expect(ownerOf('/repo/src/web/main.tsx')).toBe('app: main.tsx');
    expect(ownerOf('/repo/src/core/money.ts')).toBe('app: core');
  });
});
