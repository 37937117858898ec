import type { Language } from '@bistro/contract/languages';

/**
 * A problem's message in any of the product's languages (from the server's catalogs,
 * `wordsOf`): the error handler answers each reader in the language their request asks for.
 */
export type ProblemWords = (language: Language) => string;

/**
 * Details whose words are in the reader's language too (a menu file's problems, each said in
 * it): worked out for the language the error handler answers in.
 */
export type DetailsWords = (language: Language) => unknown;

/**
 * What a request did wrong, or what stands in its way, as an error any layer may throw: the
 * error handler answers it with its status in `{ error, message, details? }`. Its message is
 * English as written, or words in every language (`message` is then their English).
 */
export class Problem extends Error {
  override name = 'Problem';
  /** A 4xx status. */
  readonly statusCode: number;
  /**
   * What a client acts on: per-field reasons, how long to wait, a card's decline code; the same
   * in every language, or `DetailsWords` where they hold words (`detailsIn`).
   */
  readonly details?: unknown;
  /** The message in each language, for one a person reads; none: English only. */
  readonly words: ProblemWords | undefined;

  constructor(statusCode: number, message: string | ProblemWords, details?: unknown) {
    super(typeof message === 'string' ? message : message('en'));
    this.statusCode = statusCode;
    this.details = details;
    this.words = typeof message === 'string' ? undefined : message;
  }

  /** The message in a reader's language, where it has words in it. */
  messageIn(language: Language | null): string {
    return language && this.words ? this.words(language) : this.message;
  }

  /** The details in a reader's language, where they hold words; English to a request that asks for none. */
  detailsIn(language: Language | null): unknown {
    return typeof this.details === 'function' ? (this.details as DetailsWords)(language ?? 'en') : this.details;
  }
}

/** A problem's message: English as written, or words in every language. */
export type Message = string | ProblemWords;

export const badRequest = (message: Message, details?: unknown) => new Problem(400, message, details);
export const unauthorized = (message: Message) => new Problem(401, message);
export const forbidden = (message: Message) => new Problem(403, message);
export const notFound = (message: Message) => new Problem(404, message);
export const conflict = (message: Message, details?: unknown) => new Problem(409, message, details);
