/** The identity feature's public module: what other features may import from it. */
export { createTokenService, type TokenService } from './token-service.ts';
