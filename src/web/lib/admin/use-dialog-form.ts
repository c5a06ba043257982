import { useState } from 'react';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';

/** A create-or-edit dialog's open state and form; each opening starts again from the row as it is. */
export function useDialogForm<V extends FieldValues>(toValues: () => V) {
  const [open, setOpen] = useState(false);
  const form = useForm<V>({ defaultValues: toValues() as DefaultValues<V> });
  const onOpenChange = (next: boolean) => {
    if (next) form.reset(toValues());
    setOpen(next);
  };
  return { form, open, onOpenChange, close: () => setOpen(false) };
}
