import fp from 'fastify-plugin';
import type { AppConfig } from '../../config/env.ts';
import { createIdentityMail } from './identity-mail.ts';
import { createBuiltinIdentity, createFirebaseIdentity, type IdentityService } from './identity-service.ts';
import { loadSecrets } from './secrets.ts';
import { createSignInThrottle, type SignInThrottle } from './sign-in-throttle.ts';
import { createTokenService, type TokenService } from './token-service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    identity: IdentityService;
    tokens: TokenService;
    signInThrottle: SignInThrottle;
  }
}

/** Who-is-who: the identity service, our API token service and the sign-in back-off. */
export default fp<{ config: AppConfig }>(
  async (app, { config }) => {
    const secrets = await loadSecrets(config.dataDir, config.identity);
    app.decorate('tokens', createTokenService(secrets.jwtSecret, config.identity.jwtTtlSeconds));
    app.decorate('signInThrottle', createSignInThrottle(app.database.db, app.clock));
    const { service } = config.identity;
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
            onPasswordReset: (email) => app.usersRepository.endApiTokens(email),
          });
    app.decorate<IdentityService>('identity', identity);
  },
  { name: 'identity', dependencies: ['database', 'mail', 'clock', 'users', 'brand'] },
);
