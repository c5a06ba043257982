import { Pencil } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../ui/button';
import { Switch } from '../ui/switch';
import { TableCell } from '../ui/table';
import { DeleteRowButton } from './delete-row-button';

/**
 * The last two cells of a discount or shipping-rate row: the Active switch, then Edit (the
 * record's form dialog, opened by the pencil) and Delete after a confirm.
 */
export function SwitchableRowCells(props: {
  name: string;
  isActive: boolean;
  toggling: boolean;
  onToggle: (isActive: boolean) => void;
  editDialog: (trigger: ReactNode) => ReactNode;
  deleteQuestion: string;
  onDelete: () => void;
}) {
  return (
    <>
      <TableCell>
        <Switch
          checked={props.isActive}
          aria-label={`${props.name} active`}
          disabled={props.toggling}
          onCheckedChange={props.onToggle}
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
          onConfirmed={props.onDelete}
        />
      </TableCell>
    </>
  );
}
