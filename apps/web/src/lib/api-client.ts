import type { ApiError } from '@bistro/contract/errors';
import { accessToken } from './access-token.ts';

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
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal | undefined;
  /** Send the access token, and treat 401/403 as "logged out" (default). Off for the token request itself. */
  authenticated?: boolean;
  /**
   * A 403 is this request's own refusal, with its reason (deleting an account asks for a recent
   * sign-in), not a lost session: the person stays signed in to read it.
   */
  forbiddenIsAnAnswer?: boolean;
  /** A write the server may receive twice (a retry, a double press): the same key answers the first one's result. */
  idempotencyKey?: string | undefined;
}

type UnauthorizedListener = () => void;
const unauthorizedListeners = new Set<UnauthorizedListener>();

/** Called whenever the API answers 401 or 403 to an authenticated request (the spec logs the user out). */
export function onUnauthorized(listener: UnauthorizedListener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

/**
 * The one client for our API: base `/api`, JSON in and out, `Authorization: Bearer` from
 * localStorage, errors as ApiRequestError. Answers are typed by the contract; the server's
 * response schemas guarantee their shape, so the browser does not ship zod to check them again.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const response = await send(path, options, 'application/json');
  return (response.status === 204 ? null : await response.json().catch(() => null)) as T;
}

/** A file the API writes (a CSV export), asked for like any request; its body as a Blob to save. */
export async function apiFile(path: string, options: RequestOptions = {}): Promise<Blob> {
  return (await send(path, options, '*/*')).blob();
}

async function send(
  path: string,
  { method = 'GET', body, signal, authenticated = true, forbiddenIsAnAnswer = false, idempotencyKey }: RequestOptions,
  accept: string,
): Promise<Response> {
  const headers: Record<string, string> = { accept };
  // The server words its refusals in the page's language, which may not be the browser's.
  const pageLanguage = typeof document === 'undefined' ? '' : document.documentElement.lang;
  if (pageLanguage) headers['accept-language'] = pageLanguage;
  if (idempotencyKey) headers['idempotency-key'] = idempotencyKey;
  // A FormData body (file uploads) sets its own multipart content type.
  const isForm = body instanceof FormData;
  if (body !== undefined && !isForm) headers['content-type'] = 'application/json';
  const token = authenticated ? accessToken.get() : null;
  if (token) headers.authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
      signal,
      credentials: 'same-origin',
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new Error('Cannot reach the restaurant right now. Check your connection and try again.');
  }
  if (!response.ok) {
    const payload: unknown = await response.json().catch(() => null);
    const signedOut = response.status === 401 || (response.status === 403 && !forbiddenIsAnAnswer);
    if (authenticated && signedOut) {
      for (const listener of unauthorizedListeners) listener();
    }
    throw new ApiRequestError(response.status, isApiError(payload) ? payload : null);
  }
  return response;
}

function isApiError(value: unknown): value is ApiError {
  return typeof value === 'object' && value !== null && 'message' in value && typeof value.message === 'string';
}

/** A new Idempotency-Key: 128 random bits, in any page (crypto.randomUUID needs a secure origin). */
export function newIdempotencyKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
