import fp from 'fastify-plugin';
import type { AppConfig } from '../../config/env.ts';
import { createUsersRepository, type UsersRepository } from '../users/users-repository.ts';
import { createBuiltinIdentity, createFirebaseIdentity, type IdentityService } from './identity-service.ts';
import { loadSecrets } from './secrets.ts';
import { createTokenService, type TokenService } from './token-service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    identity: IdentityService;
    tokens: TokenService;
    usersRepository: UsersRepository;
  }
}

/** Who-is-who: the identity service, our API token service and the users repository. */
export default fp<{ config: AppConfig }>(
  async (app, { config }) => {
    const secrets = await loadSecrets(config.dataDir, config.identity);
    app.decorate('tokens', createTokenService(secrets.jwtSecret, config.identity.jwtTtlSeconds));
    app.decorate('usersRepository', createUsersRepository(app.database.db));
    const { service } = config.identity;
    const identity: IdentityService =
      service.kind === 'firebase'
        ? createFirebaseIdentity(service, app.log)
        : createBuiltinIdentity({
            settings: service,
            publicUrl: config.publicUrl,
            db: app.database.db,
            secret: secrets.authSecret,
            log: app.log,
          });
    app.decorate<IdentityService>('identity', identity);
  },
  { name: 'identity', dependencies: ['database'] },
);
