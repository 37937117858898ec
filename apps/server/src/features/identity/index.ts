/** The identity feature's public module: what other features may import from it. */

export type { IdentityService, PasswordCheck } from './identity-service.ts';
export { rotateSecrets } from './secret-rotation.ts';
export { generatedSecretsFile, writeNewSecrets } from './secrets.ts';
export { createTokenService, type TokenService } from './token-service.ts';
