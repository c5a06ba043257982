export type Row = {
  section: string;
  measure: string;
  value: string;
  target: string;
  ok: boolean | null;
};

const status = (ok: boolean | null) => (ok === null ? '—' : ok ? 'met' : 'NOT met');

/** One markdown table: it reads well in a terminal and on GitHub alike. */
export function renderTable(rows: Row[]): string {
  const cells = [
    ['Section', 'Measure', 'Value', 'Target', 'Status'],
    ...rows.map((r) => [r.section, r.measure, r.value, r.target, status(r.ok)]),
  ];
  const widths = cells[0]!.map((_, i) => Math.max(...cells.map((row) => row[i]!.length)));
  const line = (row: string[]) =>
    `| ${row.map((cell, i) => cell.padEnd(widths[i]!)).join(' | ')} |`;
  return [
    line(cells[0]!),
    `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`,
    ...cells.slice(1).map(line),
  ].join('\n');
}
