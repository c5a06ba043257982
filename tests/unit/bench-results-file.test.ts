import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ownerOf } from '../../bench/lib/dependency-costs';
import {
  existingDecisionFigures,
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

describe('figures quoted by decision records', () => {
  const figures = '## Figures quoted by decision 014 (measured 2026-11-21)\n\n- start 1.4 s';

  it('are kept apart from the dependency table, whether or not the bundle ran', () => {
    const table = renderDependencyTable(
      [{ name: 'react-dom', bytes: 2048, gzipBytes: 1024 }],
      4096,
    );
    const file = `# x\n\n| a |\n\n${table}\n\n${figures}\n`;
    expect(existingDependencyTable(file)).toBe(table);
    expect(existingDecisionFigures(file)).toBe(figures);
    expect(existingDecisionFigures(`# x\n\n| a |\n\n${figures}\n`)).toBe(figures);
    expect(existingDecisionFigures(`# x\n\n| a |\n\n${table}\n`)).toBeNull();
  });

  it('every link from docs/decisions to bench/results.md names a heading the file has', () => {
    const results = readFileSync('bench/results.md', 'utf8');
    // GitHub's anchor of a heading: lower case, punctuation dropped, spaces to hyphens.
    const anchors = new Set(
      [...results.matchAll(/^#+ (.+)$/gm)].map((m) =>
        m[1]!
          .toLowerCase()
          .replace(/[^a-z0-9 -]/g, '')
          .replace(/ /g, '-'),
      ),
    );
    const links = readdirSync('docs/decisions').flatMap((file) =>
      [...readFileSync(`docs/decisions/${file}`, 'utf8').matchAll(/results\.md#([a-z0-9-]+)/g)].map(
        (m) => `${file} → ${m[1]}`,
      ),
    );
    expect(links.length).toBeGreaterThan(0);
    expect(links.filter((link) => !anchors.has(link.split(' → ')[1]!))).toEqual([]);
    expect(existingDecisionFigures(results)).not.toBeNull();
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
