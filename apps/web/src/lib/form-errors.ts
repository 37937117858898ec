import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiRequestError } from './api-client.ts';

/**
 * Says a refused request on the form, the one way every form does it: a 400's `details` on the
 * fields they name (of `fields`), anything else (a 409, a 422, a network failure) for the whole
 * form (`root`), in the server's words or `fallback`.
 */
export function showRefusal<Fields extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<Fields>,
  fields: readonly Path<Fields>[],
  fallback = 'This could not be sent. Try again.',
): void {
  if (!(error instanceof ApiRequestError)) {
    setError('root', { message: fallback });
    return;
  }
  const details = Array.isArray(error.body?.details) ? (error.body.details as { path: string; message: string }[]) : [];
  const named = details.filter(({ path }) => (fields as readonly string[]).includes(path));
  for (const { path, message } of named) setError(path as Path<Fields>, { message });
  if (named.length === 0) setError('root', { message: error.message });
}
