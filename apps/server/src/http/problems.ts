/**
 * What a request did wrong, or what stands in its way, as an error any layer may throw: the
 * error handler answers it with its status in `{ error, message, details? }`.
 */
export class Problem extends Error {
  override name = 'Problem';
  /** A 4xx status. */
  readonly statusCode: number;
  /** What a client acts on: per-field reasons, how long to wait, a card's decline code. */
  readonly details?: unknown;

  constructor(statusCode: number, message: string, details?: unknown) {
    super(message);
    this.statusCode = statusCode;
    this.details = details;
  }
}

export const badRequest = (message: string, details?: unknown) => new Problem(400, message, details);
export const unauthorized = (message: string) => new Problem(401, message);
export const forbidden = (message: string) => new Problem(403, message);
export const notFound = (message: string) => new Problem(404, message);
export const conflict = (message: string, details?: unknown) => new Problem(409, message, details);
