import { DEFAULT_PRINT_LEAD_DAYS } from '#core/production/order-production';
import type { Transaction } from '../../db/client';
import { fixedStatement, runFixed } from '../../db/fixed-statement';
import { assignFreePrinters } from './assign-free-printers';
import { recordProductionChanged, type ProductionChange } from './change-job';
import { lockPrinters } from './lock-printers';
import { updateOrderProduction } from './update-order-production';
import { writeJobEntries, type ProductionActor } from './write-job-entry';

/** Every paid order runs it (checkout's own transaction, for one), so its SQL is fixed text. */
const insertOrderJobs = fixedStatement(
  'production-insert-order-jobs',
  `insert into print_jobs (source, order_id, order_item_id, piece_index, variant_id, quote_id,
     model_id, title, material, colour, quality, pieces, due_at, grams_per_piece, print_seconds,
     bounds_x_mm, bounds_y_mm, bounds_z_mm)
   select 'order', oi.order_id, oi.id, piece.n, oi.variant_id, q.id,
          coalesce(q.model_id, v.print_model_id),
          case when q.id is not null then 'Custom print: ' || coalesce(m.original_name, oi.product_name)
               else oi.product_name || coalesce(' — ' || oi.variant_title, '') end,
          coalesce(q.material_name, v.print_material), coalesce(q.colour, v.print_colour),
          coalesce(q.quality, v.print_quality), 1,
          now() + make_interval(days => case
            when q.id is not null then coalesce((q.breakdown->>'leadTimeDays')::int, $2::int)
            when v.inventory_policy = 'made_to_order' then coalesce(v.lead_time_days, $2::int)
            else $2::int end),
          case when q.sliced is not null
               then ceil((q.sliced->>'gramsPerUnit')::float8 + (q.sliced->>'supportGramsPerUnit')::float8)::int
               when q.breakdown->>'gramsPerUnit' is not null
               then ceil((q.breakdown->>'gramsPerUnit')::float8)::int end,
          case when q.sliced is not null then round((q.sliced->>'printHoursPerUnit')::float8 * 3600)::int
               when q.breakdown->>'printHoursPerUnit' is not null
               then round((q.breakdown->>'printHoursPerUnit')::float8 * 3600)::int end,
          m.size_x_mm, m.size_y_mm, m.size_z_mm
     from order_items oi
     left join print_quotes q on q.order_id = oi.order_id and q.order_item_id = oi.id
     left join product_variants v on v.id = oi.variant_id and v.printed_to_order and q.id is null
     left join print_models m on m.id = coalesce(q.model_id, v.print_model_id)
    cross join lateral generate_series(1, oi.quantity * coalesce(q.quantity, 1)) as piece(n)
    where oi.order_id = $1 and (q.id is not null or v.id is not null)
   on conflict (order_item_id, piece_index) where piece_index is not null do nothing
   returning id`,
);

/**
 * The jobs of a paid order (decision 169), in the transaction that made it paid: one job of one
 * piece for every piece of every line that needs printing (a custom print, from its quote's
 * model; a printed-to-order variant, from the model the owner attached), due at the paid time
 * plus the lead time promised (the quote's rush level; a made-to-order variant's days; else the
 * default). Idempotent: one row per line and piece, so a replayed payment adds none. The caller
 * holds the order's row (a new order, or change-order's lock).
 */
export async function createOrderJobs(
  tx: Transaction,
  orderId: string,
  actor: ProductionActor,
): Promise<ProductionChange> {
  const created = await runFixed<{ id: string }>(tx, insertOrderJobs, [
    orderId,
    DEFAULT_PRINT_LEAD_DAYS,
  ]);
  const result: ProductionChange = { eventIds: [], stockChanged: [], assigned: [] };
  if (created.length === 0) return result;
  await writeJobEntries(
    tx,
    actor,
    created.map((c) => ({ jobId: c.id, kind: 'created', toState: 'queued' as const })),
  );
  result.eventIds.push(...(await updateOrderProduction(tx, orderId, actor)));
  const locked = await lockPrinters(tx);
  result.assigned.push(...(await assignFreePrinters(tx, locked)));
  result.eventIds.push(
    await recordProductionChanged(tx, [...created.map((c) => c.id), ...result.assigned]),
  );
  return result;
}
