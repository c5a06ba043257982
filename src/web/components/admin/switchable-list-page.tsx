import { Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../ui/button';
import { ListTable, type ListColumn } from './list-table';
import { PageHeader } from './page-header';

/**
 * The page of a list whose rows end in SwitchableRowCells (discount codes, shipping rates): the
 * header with the create dialog's button, then the table, its last two headings those cells'.
 */
export function SwitchableListPage(props: {
  title: string;
  description: string;
  createLabel: string;
  /** The record's form dialog, opened by the given button. */
  createDialog: (trigger: ReactNode) => ReactNode;
  /** The headings before Active and Actions. */
  columns: ListColumn[];
  state: string | null;
  children: ReactNode;
}) {
  return (
    <>
      <PageHeader
        title={props.title}
        description={props.description}
        actions={props.createDialog(
          <Button>
            <Plus aria-hidden="true" /> {props.createLabel}
          </Button>,
        )}
      />
      <ListTable
        columns={[
          ...props.columns,
          { label: 'Active' },
          { label: 'Actions', className: 'text-right' },
        ]}
        state={props.state}
      >
        {props.children}
      </ListTable>
    </>
  );
}
