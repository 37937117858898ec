/** The identity feature's public module: what other features may import from it. */

export type { IdentityService, PasswordCheck } from './identity-service.ts';
export { generatedSecretsFile } from './secrets.ts';
export { createTokenService, type TokenService } from './token-service.ts';
