import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client';

/** One field issue of a validation answer (plugins/error-handler.ts): a dotted path and a message. */
export type ServerIssue = { path: string; message: string };

export type ServerErrorOptions<T extends FieldValues> = {
  /** Where the form's values sit in the request body, e.g. 'customer' for checkout. */
  prefix?: string;
  /** Request paths named differently from the form's fields, e.g. 'options.data.first_name'. */
  paths?: Record<string, Path<T>>;
  /** Refusals without issues that are about one field, by error code, e.g. email_exists. */
  codes?: Record<string, Path<T>>;
};

/** The issues of an answer, when it carries a well-formed list. */
export function serverIssues(error: unknown): ServerIssue[] {
  if (!(error instanceof ApiError)) return [];
  const issues = (error.body as { issues?: unknown } | null | undefined)?.issues;
  if (!Array.isArray(issues)) return [];
  return issues.filter(
    (issue): issue is ServerIssue =>
      typeof (issue as ServerIssue | null)?.path === 'string' &&
      typeof (issue as ServerIssue).message === 'string',
  );
}

/** The form field a request path is about: itself, or its nearest enclosing field. */
function fieldFor<T extends FieldValues>(
  path: string,
  fields: ReadonlySet<string>,
  options: ServerErrorOptions<T>,
): Path<T> | undefined {
  const alias = options.paths?.[path];
  if (alias) return alias;
  const { prefix } = options;
  if (prefix && !path.startsWith(`${prefix}.`)) return undefined;
  const parts = (prefix ? path.slice(prefix.length + 1) : path).split('.');
  for (let length = parts.length; length > 0; length--) {
    const candidate = parts.slice(0, length).join('.');
    if (fields.has(candidate)) return candidate as Path<T>;
  }
  return undefined;
}

/**
 * Puts a refused submit's field issues on the form's own fields, as the shared zod schema does on
 * the client: each issue whose path names one of `fields` marks that field (the first is focused).
 * Returns what is left for the form-level alert or toast: null when every issue found its field,
 * otherwise the messages of the rest (or the error's own message when it had no issues).
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
  options: ServerErrorOptions<T> = {},
): string | null {
  const known = new Set<string>(fields);
  const fallback =
    error instanceof Error ? error.message : 'Something went wrong. Please try again.';
  const issues = serverIssues(error);
  const codeField = error instanceof ApiError ? options.codes?.[error.code] : undefined;
  if (issues.length === 0 && codeField && known.has(codeField)) {
    setError(codeField, { type: 'server', message: fallback }, { shouldFocus: true });
    return null;
  }
  if (issues.length === 0) return fallback;
  const placed = new Set<string>();
  const rest: string[] = [];
  for (const issue of issues) {
    const field = fieldFor(issue.path, known, options);
    if (!field) {
      rest.push(issue.path ? `${issue.path}: ${issue.message}` : issue.message);
      continue;
    }
    // One message per field (the first, as zod's resolver shows), focus on the first field.
    if (placed.has(field)) continue;
    setError(field, { type: 'server', message: issue.message }, { shouldFocus: placed.size === 0 });
    placed.add(field);
  }
  if (rest.length === 0) return null;
  return placed.size === 0 ? fallback : rest.join('\n');
}

/** Every field name of a form's values, nested objects as dotted paths ('general.ownerEmail'). */
export function fieldNames<T extends FieldValues>(values: T): Path<T>[] {
  const names: string[] = [];
  const walk = (value: unknown, prefix: string) => {
    if (value && typeof value === 'object' && !Array.isArray(value) && !(value instanceof Date)) {
      for (const [key, inner] of Object.entries(value))
        walk(inner, prefix ? `${prefix}.${key}` : key);
    } else if (prefix) names.push(prefix);
  };
  walk(values, '');
  return names as Path<T>[];
}

/**
 * applyServerErrors on a form's own fields, as a write hook's `onError`: every form that marks a
 * refusal's fields does it this one way (the toast says the rest).
 */
export const markServerErrors =
  <T extends FieldValues>(
    form: { setError: UseFormSetError<T>; getValues(): T },
    options?: ServerErrorOptions<T>,
  ) =>
  (error: unknown): void => {
    applyServerErrors(error, form.setError, fieldNames(form.getValues()), options);
  };
