import { TableCell, TableRow } from '../ui/table';

/** One full-width row for loading, failure and the spec's empty states ('No orders found', …). */
export function TableMessageRow({ colSpan, children }: { colSpan: number; children: string }) {
  return (
    <TableRow>
      <TableCell colSpan={colSpan} className="py-10 text-center text-muted-foreground">
        {children}
      </TableCell>
    </TableRow>
  );
}

export function tableState(
  query: { isPending: boolean; isError: boolean },
  count: number,
  empty: string,
  failed: string,
): string | null {
  if (query.isPending) return 'Loading…';
  if (query.isError) return failed;
  return count === 0 ? empty : null;
}
