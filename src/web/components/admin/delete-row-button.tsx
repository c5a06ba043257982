import { Trash2 } from 'lucide-react';
import { Button } from '../ui/button';

/** The list rows' delete icon: asks the browser's confirm (SPEC §6) before it deletes. */
export function DeleteRowButton({
  name,
  question,
  onConfirmed,
  disabled,
}: {
  name: string;
  question: string;
  onConfirmed: () => void;
  disabled?: boolean;
}) {
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label={`Delete ${name}`}
      disabled={disabled}
      onClick={() => {
        if (window.confirm(question)) onConfirmed();
      }}
    >
      <Trash2 aria-hidden="true" />
    </Button>
  );
}
