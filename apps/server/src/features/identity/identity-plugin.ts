import type { GuardWords } from '../../plugins/app/authentication.ts';
import { featurePlugin } from '../../plugins/app/feature-plugin.ts';
import { createVisitorLanguage } from '../languages/index.ts';
import { guardWords } from './guard-words.ts';
import { createIdentityMail } from './identity-mail.ts';
import { createBuiltinIdentity, createFirebaseIdentity, type IdentityService } from './identity-service.ts';
import { loadSecrets } from './secrets.ts';
import { createSignIn, type SignIn } from './sign-in.ts';
import { createSignInThrottle, type SignInThrottle } from './sign-in-throttle.ts';
import { createTokenService, type TokenService } from './token-service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    identity: IdentityService;
    tokens: TokenService;
    signInThrottle: SignInThrottle;
    /** POST /api/jwt's service: a proven identity becomes an account and gets its token. */
    signIn: SignIn;
    /** What the API's guards (plugins/app/authentication.ts) say when they refuse, in every language. */
    guardWords: GuardWords;
  }
}

/** Who-is-who: the identity service, our API token service, signing in and the sign-in back-off. */
export default featurePlugin('identity', ['database', 'clock', 'brand', 'mail', 'users'], async (app, { config }) => {
  const secrets = await loadSecrets(config.dataDir, config.identity);
  const tokens = createTokenService(secrets.jwtSecret, config.identity.jwtTtlSeconds);
  app.decorate('tokens', tokens);
  app.decorate('guardWords', guardWords);
  app.decorate('signInThrottle', createSignInThrottle(app.database.db, app.clock));
  const { service } = config.identity;
  const { visitorLanguage } = createVisitorLanguage(() => app.brand.languages());
  /** The account's own language if it chose one the site offers, else the language of the page it asked from. */
  const languageFor = async (email: string, request: Request | undefined) => {
    const chosen = (await app.users.findByEmail(email.toLowerCase()))?.language;
    const offered = app.brand.languages();
    if (chosen && offered.includes(chosen)) return chosen;
    if (!request) return offered[0];
    const header = (name: string) => request.headers.get(name) ?? undefined;
    return visitorLanguage({ cookie: header('cookie'), 'accept-language': header('accept-language') });
  };
  const identity: IdentityService =
    service.kind === 'firebase'
      ? createFirebaseIdentity(service, app.log)
      : createBuiltinIdentity({
          settings: service,
          publicUrl: config.publicUrlConfigured ? config.publicUrl : null,
          db: app.database.db,
          secret: secrets.authSecret,
          log: app.log,
          mail: createIdentityMail({
            send: app.sendMailInBackground,
            restaurantName: () => app.brand.brand().name,
            siteUrl: config.publicUrl,
          }),
          languageFor,
          onPasswordReset: (email) => app.users.endApiTokens(email),
        });
  app.decorate<IdentityService>('identity', identity);
  app.decorate('signIn', createSignIn({ users: app.users, tokens, adminEmails: config.identity.adminEmails }));
});
