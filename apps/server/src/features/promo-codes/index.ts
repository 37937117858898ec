/**
 * The promo-codes feature's public module: what the checkout calls (quote, hold, count, release;
 * see the comment on `createPromoCodes`) and its types.
 */
export type { Diner, PromoCodes, PromoQuote } from './promo-codes.ts';
