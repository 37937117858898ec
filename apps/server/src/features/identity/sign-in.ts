import type { Users } from '../users/index.ts';
import { grantsAdmin } from './admin-grant.ts';
import type { ProvenIdentity } from './proven-identity.ts';
import type { TokenService } from './token-service.ts';

/**
 * What happens when someone signs in with an address they have proven: the orders made as a
 * guest with it join the account (the orders feature asks for this with `whenAddressProven`,
 * since it builds on identity and not the reverse).
 */
export type ProvenAddressListener = (account: { userId: string; email: string }) => Promise<unknown>;

interface SignInParts {
  users: Pick<Users, 'ensure'>;
  tokens: TokenService;
  /** ADMIN_EMAILS, lower case. */
  adminEmails: readonly string[];
}

/** Signing in: a proven identity becomes an account of ours and gets our API token. */
export function createSignIn({ users, tokens, adminEmails }: SignInParts) {
  const listeners: ProvenAddressListener[] = [];
  return {
    /** Asks to hear of every sign-in with a proven address, before its token is issued. */
    whenAddressProven(listener: ProvenAddressListener): void {
      listeners.push(listener);
    },

    /**
     * The API token for a proven identity. Its account is made on the first sign-in, an
     * administrator's when the admin-grant rule says so (or `npm run admin -- promote` named the
     * address, once it is confirmed); orders made as a guest with its address
     * join it once the address is proven, never on sign-up alone (CLARIFICATIONS: a guest order
     * joining an account).
     */
    async tokenFor(proven: ProvenIdentity): Promise<{ token: string; expiresIn: number }> {
      const { email } = proven;
      const user = await users.ensure({
        name: (proven.name || email).slice(0, 100),
        email,
        admin: grantsAdmin(proven, adminEmails),
        emailConfirmed: proven.emailVerified,
      });
      if (proven.emailVerified) {
        for (const listener of listeners) await listener({ userId: user.id, email });
      }
      const token = await tokens.issue({ id: user.id, email: user.email, role: user.role, version: user.tokenVersion });
      return { token, expiresIn: tokens.ttlSeconds };
    },
  };
}

export type SignIn = ReturnType<typeof createSignIn>;
