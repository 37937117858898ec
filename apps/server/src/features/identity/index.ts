/** The identity feature's public module: what other features may import from it. */

export type { IdentityService, PasswordCheck } from './identity-service.ts';
export { createTokenService, type TokenService } from './token-service.ts';
