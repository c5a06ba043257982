import type { ReactNode } from 'react';
import { Table, TableBody, TableHead, TableHeader, TableRow } from '../ui/table';
import { TableMessageRow } from './table-states';

export type ListColumn = { label: string; className?: string };

/**
 * An admin list's table: its headings, then loading, failure or the empty text in one row as
 * wide as the headings, then the rows.
 */
export function ListTable({
  columns,
  state,
  children,
}: {
  columns: ListColumn[];
  state: string | null;
  children: ReactNode;
}) {
  return (
    <Table>
      <TableHeader>
        <TableRow>
          {columns.map((column) => (
            <TableHead key={column.label} className={column.className}>
              {column.label}
            </TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {state && <TableMessageRow colSpan={columns.length}>{state}</TableMessageRow>}
        {children}
      </TableBody>
    </Table>
  );
}
