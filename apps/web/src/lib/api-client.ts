import type { ApiError } from '@bistro/contract/errors';

/** An answer from the API that was not 2xx, carrying the server's `{ error, message }`. */
export class ApiRequestError extends Error {
  override name = 'ApiRequestError';
  constructor(
    readonly status: number,
    readonly body: ApiError | null,
  ) {
    super(body?.message ?? `The server answered ${status}`);
  }
}

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal | undefined;
}

/**
 * The one client for our API: base `/api`, JSON in and out, errors as ApiRequestError.
 * Answers are typed by the contract; the server's response schemas guarantee their shape,
 * so the browser does not ship zod to check them again.
 */
export async function apiRequest<T>(path: string, { method = 'GET', body, signal }: RequestOptions = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method,
      headers: { accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new Error('Cannot reach the restaurant right now. Check your connection and try again.');
  }
  const payload: unknown = response.status === 204 ? null : await response.json().catch(() => null);
  if (!response.ok) throw new ApiRequestError(response.status, isApiError(payload) ? payload : null);
  return payload as T;
}

function isApiError(value: unknown): value is ApiError {
  return typeof value === 'object' && value !== null && 'message' in value && typeof value.message === 'string';
}
