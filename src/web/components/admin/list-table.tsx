import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { Table, TableBody, TableHead, TableHeader, TableRow } from '../ui/table';
import { TableMessageRow } from './table-states';

export type ListColumn = { label: string; className?: string };

/**
 * Gives every cell of the body its column's heading as `data-label`, which the phone layout
 * (`[data-slot='list-table']` in styles.css) shows before the value. Cells are the pages' own
 * `TableCell`s, so the labels are read from the headings after each render rather than passed
 * to every cell; a cell spanning the row (a state message) gets none.
 */
export function labelCells(table: HTMLTableElement, labels: readonly string[]): void {
  for (const row of Array.from(table.tBodies[0]?.rows ?? [])) {
    Array.from(row.cells).forEach((cell, index) => {
      const label = cell.colSpan > 1 ? undefined : labels[index];
      if (label === undefined) cell.removeAttribute('data-label');
      else if (cell.getAttribute('data-label') !== label) cell.setAttribute('data-label', label);
    });
  }
}

/**
 * An admin list's table: its headings, then loading, failure or the empty text in one row as
 * wide as the headings, then the rows. Below 768 px each row is a card of label and value pairs,
 * every column kept (the status and the actions too), and nothing scrolls sideways.
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
  const table = useRef<HTMLTableElement>(null);
  const labels = columns.map((column) => column.label);
  // After every render: the rows are the caller's children and change with them.
  useLayoutEffect(() => {
    if (table.current) labelCells(table.current, labels);
  });
  return (
    <Table ref={table} data-list-table="">
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
