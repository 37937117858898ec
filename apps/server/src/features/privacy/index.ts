/** The privacy feature's public module: what other features may import from it. */
export type { DinerPrivacy } from './privacy-service.ts';
