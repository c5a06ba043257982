import { formatKb } from './bundle-graph';
import type { DependencyCost } from './dependency-costs';
import type { Row } from './table';

/** The parts of `npm run bench`, and the table sections each one writes. */
export const SECTIONS = [
  'lists',
  'bundle',
  'start',
  'api',
  'checkout',
  'lighthouse',
  'hydration',
  'pages',
  'stl',
  'slicer',
  'ops',
] as const;
export type Section = (typeof SECTIONS)[number];
const LABELS: Record<Section, string[]> = {
  lists: ['Admin lists'],
  bundle: ['Bundle'],
  start: ['Start'],
  api: ['API floor', 'Memory'],
  checkout: ['Checkout'],
  lighthouse: ['Lighthouse'],
  hydration: ['Hydration'],
  pages: ['Product pages'],
  stl: ['Custom prints'],
  slicer: ['Slicer'],
  ops: ['Backup', 'Metrics'],
};
const ORDER = SECTIONS.flatMap((section) => LABELS[section]);

const status = (text: string): boolean | null =>
  text === 'met' ? true : text === 'NOT met' ? false : null;

/** The rows of the first markdown table in a results file written by this bench. */
export function parseRows(markdown: string): Row[] {
  const all = markdown.split('\n');
  const start = all.findIndex((line) => line.startsWith('| '));
  if (start < 0) return [];
  const end = all.findIndex((line, i) => i > start && !line.startsWith('|'));
  // Only the first table: the dependency table below it has other columns.
  const lines = all.slice(start, end < 0 ? undefined : end).filter((line) => line.startsWith('| '));
  return lines.slice(1).map((line) => {
    const [section, measure, value, target, ok] = line
      .slice(2, -2)
      .split(' | ')
      .map((cell) => cell.trim());
    return {
      section: section!,
      measure: measure!,
      value: value!,
      target: target!,
      ok: status(ok ?? ''),
    };
  });
}

/** A partial run's rows replace those of the sections it ran; the others are kept as they were. */
export function mergeRows(previous: Row[], fresh: Row[], ran: Section[]): Row[] {
  const replaced = new Set(ran.flatMap((section) => LABELS[section]));
  const rank = (row: Row) => ORDER.indexOf(row.section);
  return [...previous.filter((row) => !replaced.has(row.section)), ...fresh]
    .map((row, index) => ({ row, index }))
    .sort((a, b) => rank(a.row) - rank(b.row) || a.index - b.index)
    .map(({ row }) => row);
}

export const DEPENDENCY_HEADING = '## What `/` loads before it is interactive, by dependency';

/** The dependency table of the results file: gzip of each package's own code. */
export function renderDependencyTable(costs: DependencyCost[], totalGzip: number): string {
  const lines = [
    DEPENDENCY_HEADING,
    '',
    `Each package's code in the chunks index.html loads, gzipped on its own (from a source-mapped build); the chunks themselves total ${formatKb(totalGzip)} gzip.`,
    '',
    '| Dependency | gzip | minified |',
    '|---|---|---|',
    ...costs.map(
      (cost) => `| ${cost.name} | ${formatKb(cost.gzipBytes)} | ${formatKb(cost.bytes)} |`,
    ),
  ];
  return lines.join('\n');
}

/** The dependency table already in a results file, to keep when the bundle section did not run. */
export function existingDependencyTable(markdown: string): string | null {
  const at = markdown.indexOf(DEPENDENCY_HEADING);
  if (at < 0) return null;
  const figures = markdown.indexOf(`\n${DECISION_FIGURES_HEADING}`, at);
  return markdown.slice(at, figures < 0 ? undefined : figures).trimEnd();
}

/**
 * Sections written by hand, not by the bench: the figures that decision records measured once
 * (docs/decisions links to them). They are history, so every run keeps them as they are, at the end.
 */
export const DECISION_FIGURES_HEADING = '## Figures quoted by decision';

/** The hand-written decision figures of a results file, from their first heading to the end. */
export function existingDecisionFigures(markdown: string): string | null {
  const at = markdown.search(new RegExp(`^${DECISION_FIGURES_HEADING}`, 'm'));
  return at < 0 ? null : markdown.slice(at).trimEnd();
}
