import type { ProvenIdentity } from './proven-identity.ts';

/**
 * Whether signing in makes this person an administrator: ADMIN_EMAILS names addresses, not
 * people, so only a proven owner of a listed address (one the identity service has seen
 * confirmed) gets the role. Both sides are lower case (the config and the services make them so).
 */
export function grantsAdmin(proven: Pick<ProvenIdentity, 'email' | 'emailVerified'>, adminEmails: readonly string[]) {
  return proven.emailVerified && adminEmails.includes(proven.email);
}
