import { loadavg } from 'node:os';
import type { Row } from '../lib/table';
import { buildReactFloor } from './build-react-floor';
import { startFloorProxy } from './floor-proxy';
import { measureHydration } from './measure-hydration';

/** Decision 125's budget: the real page within 1.5× of React alone on the same page. */
export const FLOOR_RATIO_BUDGET = 1.5;

const ms = (value: number) => `${Math.round(value)} ms`;
const ratio = (app: number, floor: number) => (floor > 0 ? app / floor : Number.POSITIVE_INFINITY);

/**
 * Per public route, on a phone with the CPU slowed 4× (median of 3), first paint →
 * app ready, the blocking time in between and first paint → a tapped control's effect, each
 * beside the React floor's figure for the same page (React and React DOM hydrating it alone).
 */
export async function hydrationSection(
  serverUrl: string,
  paths: string[],
  rounds = 3,
): Promise<Row[]> {
  console.log(`\nHydration against the React floor (4× CPU, 390 × 844), ${rounds} rounds…`);
  const floor = await startFloorProxy(serverUrl, await buildReactFloor());
  try {
    const measured = await measureHydration(serverUrl, floor.url, paths, rounds);
    const load = `load average ${loadavg()[0]!.toFixed(1)}`;
    return measured.flatMap(({ path, app, floor: f }) => {
      const row = (
        measure: string,
        a: number,
        b: number,
        lost = 0,
        note = '',
        where: string[] = [],
      ): Row => {
        const r = ratio(a, b);
        // A tap that did nothing is the failure this row exists for: named, and never met.
        const lostText =
          lost > 0 ? ` · ${lost} of ${rounds} taps had no effect (${where.join('; ')})` : '';
        return {
          section: 'Hydration',
          measure: `${path} ${measure} (median of ${rounds})`,
          value: `app ${ms(a)} · floor ${ms(b)}${note} · ratio ${Number.isFinite(r) ? r.toFixed(2) : 'n/a'}${lostText} (${load})`,
          target: `ratio ≤ ${FLOOR_RATIO_BUDGET}, no tap lost`,
          ok: r <= FLOOR_RATIO_BUDGET && lost === 0,
        };
      };
      return [
        // The floor's shell alone (React started, no node adopted yet), for the record.
        row('first paint → app ready', app.ready, f.ready, 0, ` (its shell ${ms(f.shell)})`),
        // The page's own start beside React's, without the loader's wait for the largest paint
        // (decision 054) that both sides share and that pulls the ratio above towards 1
        // (decision 157): for the record, the budget is the first-paint row's.
        {
          ...row('first script requested → app ready', app.ownStart, f.ownStart),
          target: 'measured (the page’s own start)',
          ok: null,
        },
        row('blocking time, first paint → ready', app.blocking, f.blocking),
        row(
          'first paint → tapped toggle’s effect',
          app.tap,
          f.tap,
          app.lostTaps,
          '',
          app.lostWhere,
        ),
      ];
    });
  } finally {
    await floor.close();
  }
}
