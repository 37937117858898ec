import { oauthPopupClient } from 'better-auth/client/plugins';
import { createAuthClient } from 'better-auth/react';

/**
 * The built-in identity service's browser client (Better Auth). Imported on demand by the
 * actions that need it (sign-in, sign-up, popup, profile), so it stays out of the first load.
 */
export const identityClient = createAuthClient({
  basePath: '/api/auth',
  plugins: [oauthPopupClient()],
});
