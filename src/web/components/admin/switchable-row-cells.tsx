import { Pencil } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../ui/button';
import { Switch } from '../ui/switch';
import { TableCell } from '../ui/table';
import { DeleteRowButton } from './delete-row-button';

type RowActions = {
  toggle: { isPending: boolean; mutate: (change: { id: string; isActive: boolean }) => void };
  remove: { mutate: (id: string) => void };
};

/**
 * The last two cells of a discount or shipping-rate row: the Active switch, then Edit (the
 * record's form dialog, opened by the pencil) and Delete after a confirm.
 */
export function SwitchableRowCells(props: {
  id: string;
  name: string;
  isActive: boolean;
  /** The row actions of lib/admin/use-toggle-and-delete.ts. */
  actions: RowActions;
  editDialog: (trigger: ReactNode) => ReactNode;
  deleteQuestion: string;
}) {
  const { toggle, remove } = props.actions;
  return (
    <>
      <TableCell>
        <Switch
          checked={props.isActive}
          aria-label={`${props.name} active`}
          disabled={toggle.isPending}
          onCheckedChange={(isActive) => toggle.mutate({ id: props.id, isActive })}
        />
      </TableCell>
      <TableCell className="text-right whitespace-nowrap">
        {props.editDialog(
          <Button variant="ghost" size="icon" aria-label={`Edit ${props.name}`}>
            <Pencil aria-hidden="true" />
          </Button>,
        )}
        <DeleteRowButton
          name={props.name}
          question={props.deleteQuestion}
          onConfirmed={() => remove.mutate(props.id)}
        />
      </TableCell>
    </>
  );
}
