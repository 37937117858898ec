import { oauthPopupClient } from 'better-auth/client/plugins';
import { createAuthClient } from 'better-auth/react';

/**
 * The built-in identity service's browser client (Better Auth), for the Google popup's window
 * messaging only; every other call is a plain fetch. Imported on the first click, so it stays
 * out of the first load.
 */
export const identityClient = createAuthClient({
  basePath: '/api/auth',
  plugins: [oauthPopupClient()],
});
