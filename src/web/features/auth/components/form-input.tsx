import type { ComponentProps } from 'react';
import { get, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { FormField } from './form-field';

type FormInputProps<V extends FieldValues, C, T extends FieldValues> = {
  form: UseFormReturn<V, C, T>;
  name: Path<V>;
} & Omit<ComponentProps<typeof FormField>, 'error' | 'form' | 'name'>;

/** A FormField registered under its name in the form, showing that field's error. */
export function FormInput<V extends FieldValues, C, T extends FieldValues>({
  form,
  name,
  ...field
}: FormInputProps<V, C, T>) {
  return <FormField error={get(form.formState.errors, name)} {...field} {...form.register(name)} />;
}

// The two kinds of password field, with the autofill hint (WCAG 1.3.5) password managers go by.
export const currentPassword = { type: 'password', autoComplete: 'current-password' } as const;
export const newPassword = { type: 'password', autoComplete: 'new-password' } as const;
