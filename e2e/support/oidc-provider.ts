// A local OpenID Connect provider standing in for Google in the browser tests (oidc-provider,
// with its development login screen: any login name, any password). Started by global-setup.ts.
import type { Server } from 'node:http';
import Provider from 'oidc-provider';
import { google } from './sites.ts';

/** Serves the provider at http://localhost:`port` for the sites at `appUrls`; answers how to stop it. */
export async function startOidcProvider({ port, appUrls }: { port: number; appUrls: string[] }) {
  const provider = new Provider(`http://localhost:${port}`, {
    clients: [
      {
        client_id: google.GOOGLE_CLIENT_ID,
        client_secret: google.GOOGLE_CLIENT_SECRET,
        redirect_uris: appUrls.map((url) => `${url}/api/auth/callback/google`),
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // The login name typed on the provider's screen becomes the account's email.
    findAccount: async (_context, id) => ({
      accountId: id,
      claims: async () => ({ sub: id, email: id, email_verified: true, name: 'Gina Google' }),
    }),
    features: { devInteractions: { enabled: true } },
    cookies: { keys: ['bistro-e2e-cookie-key'] },
  });
  const server: Server = await new Promise((resolve) => {
    const listening = provider.listen(port, () => resolve(listening));
  });
  return {
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
