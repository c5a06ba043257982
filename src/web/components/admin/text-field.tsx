import type { ComponentProps } from 'react';
import {
  get,
  type FieldValues,
  type Path,
  type RegisterOptions,
  type UseFormReturn,
} from 'react-hook-form';
import { Input } from '../ui/input';
import { FormField } from './form-field';

/**
 * One text input of an admin form, registered under its name and showing that field's error;
 * `wide` spans both columns of a two-column form.
 */
export function TextField<V extends FieldValues, C, T extends FieldValues>({
  form,
  name,
  label,
  hint,
  wide,
  options,
  ...input
}: {
  form: UseFormReturn<V, C, T>;
  name: Path<V>;
  label: string;
  hint?: string;
  wide?: boolean;
  options?: RegisterOptions<V, Path<V>>;
} & Omit<ComponentProps<typeof Input>, 'form' | 'name'>) {
  const error: unknown = (get(form.formState.errors, name) as { message?: unknown } | undefined)
    ?.message;
  const field = (
    <FormField label={label} hint={hint} error={typeof error === 'string' ? error : undefined}>
      <Input {...input} {...form.register(name, options)} />
    </FormField>
  );
  return wide ? <div className="sm:col-span-2">{field}</div> : field;
}
