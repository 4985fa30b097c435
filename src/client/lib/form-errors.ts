import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { ApiError } from './api';

/**
 * The one way a screen turns a failure into what people see: messages about a field go on that
 * field, everything else is one toast. Server answers (src/shared/api-error.ts: `fields` keyed by
 * dotted path) and the form's own zod checks use the same shape, so both land the same way.
 */

export type FieldMessages = Record<string, string>;

/** The server's message when there is one, else the screen's own fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}

/** The server's per-field messages ({} for failures that are not about a field). */
export function serverFieldErrors(error: unknown): FieldMessages {
  return error instanceof ApiError ? { ...error.fields } : {};
}

/** Zod issues as { 'path.to.field': message } (first message per field), like the server's 400s. */
export function issuesToFields(
  issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>,
): FieldMessages {
  const fields: FieldMessages = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || '_';
    fields[key] ??= issue.message;
  }
  return fields;
}

interface ShowErrorOptions<T extends FieldValues> {
  /** Said when the failure carries no message (network down, a bare 500). */
  fallback: string;
  /** react-hook-form's setError: field messages land on these fields. */
  setError?: UseFormSetError<T> | undefined;
  /**
   * The names this form shows. Messages for other names go into the toast, so nothing the
   * server says is lost; when every message is on a listed field there is no toast. Dotted
   * paths match their first segment too ('highlights.2' lands on 'highlights'). Without the
   * list every message goes on the form and the toast repeats the server's message.
   */
  fields?: readonly Path<T>[] | undefined;
  /** A field-state setter for editors that keep errors in state instead of react-hook-form. */
  setFieldErrors?: ((fields: FieldMessages) => void) | undefined;
}

export interface ShownError {
  /** The field messages that were placed on fields. */
  placed: FieldMessages;
  /** The toast's text, or undefined when every message landed on a field. */
  toasted: string | undefined;
}

/** Where a failure's messages go, without showing anything: the testable half of showError. */
export function routeError(
  error: unknown,
  options: { fallback: string; fields?: readonly string[] | undefined; anyField?: boolean },
): ShownError {
  const placed: FieldMessages = {};
  const unplaced: string[] = [];
  for (const [path, message] of Object.entries(serverFieldErrors(error))) {
    const target = options.anyField ? path : matchField(path, options.fields ?? []);
    if (target === undefined) unplaced.push(message);
    else placed[target] ??= message;
  }
  // Without a list of the fields on screen nobody knows a message is visible: say it in a toast too.
  if (Object.keys(placed).length === 0 || options.anyField) {
    return { placed, toasted: errorMessage(error, options.fallback) };
  }
  // Messages shown beside their field need no toast repeating them; any others still get one.
  return { placed, toasted: unplaced[0] };
}

function matchField(path: string, fields: readonly string[]): string | undefined {
  if (fields.includes(path)) return path;
  const head = path.split('.')[0]!;
  return fields.includes(head) ? head : undefined;
}

/**
 * Shows a failed save: per-field messages on the form (the first one focused), the rest in one
 * error toast. Returns what went where.
 */
export function showError<T extends FieldValues>(error: unknown, options: ShowErrorOptions<T>): ShownError {
  const shown = routeError(error, {
    fallback: options.fallback,
    fields: options.fields,
    anyField: Boolean(options.setFieldErrors) || (Boolean(options.setError) && !options.fields),
  });
  if (options.setError) {
    let first = true;
    for (const [name, message] of Object.entries(shown.placed)) {
      options.setError(name as Path<T>, { type: 'server', message }, { shouldFocus: first });
      first = false;
    }
  }
  options.setFieldErrors?.(shown.placed);
  if (shown.toasted) toast.error(shown.toasted);
  return shown;
}
