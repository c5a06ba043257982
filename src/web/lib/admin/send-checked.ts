import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import type { ZodType } from 'zod';
import { markServerErrors } from '../apply-server-errors';

type Mutate<P> = (payload: P, options: { onError: (error: unknown) => void }) => void;

/** The server's own refusals of a field go on that field too (the toast stays). */
export const serverErrorsOn = <V extends FieldValues, T extends FieldValues>(
  form: UseFormReturn<V, unknown, T>,
) => ({
  onError: markServerErrors(form),
});

/** Checks the payload with the core schema (issues on their fields, nothing sent), then sends it. */
export function sendChecked<V extends FieldValues, P>(
  form: UseFormReturn<V>,
  schema: ZodType,
  payload: P,
  mutate: Mutate<P>,
) {
  const parsed = schema.safeParse(payload);
  if (!parsed.success) {
    for (const issue of parsed.error.issues)
      form.setError(String(issue.path[0]) as Path<V>, { message: issue.message });
    return;
  }
  mutate(payload, serverErrorsOn(form));
}
