// A local OpenID Connect provider standing in for Google in the browser tests (oidc-provider,
// with its development login screen: any login name, any password). Started by playwright.config.ts.
import Provider from 'oidc-provider';

const port = Number(process.env.OIDC_PORT ?? 5056);
const appUrl = process.env.APP_URL ?? 'http://localhost:5055';
export const issuer = `http://localhost:${port}`;

const provider = new Provider(issuer, {
  clients: [
    {
      client_id: process.env.GOOGLE_CLIENT_ID ?? 'bistro-e2e',
      client_secret: process.env.GOOGLE_CLIENT_SECRET ?? 'bistro-e2e-secret',
      redirect_uris: [`${appUrl}/api/auth/callback/google`],
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

provider.listen(port, () => console.log(`local OpenID provider at ${issuer}`));
