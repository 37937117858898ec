import { apiErrorSchema } from '@bistro/contract/errors';

type ErrorStatus = 400 | 401 | 402 | 403 | 404 | 409 | 413 | 422 | 429;

/** The error answers a route declares, each in the shared `{ error, message, details? }` shape. */
export function errorResponses<const Codes extends readonly ErrorStatus[]>(
  ...codes: Codes
): { [Code in Codes[number]]: typeof apiErrorSchema } {
  return Object.fromEntries(codes.map((code) => [code, apiErrorSchema])) as {
    [Code in Codes[number]]: typeof apiErrorSchema;
  };
}
