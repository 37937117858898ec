import { featurePlugin } from '../../plugins/app/feature-plugin.ts';
import { createUsers, roleChanges, type Users } from './users.ts';
import { createUsersRepository, type UsersRepository } from './users-repository.ts';

declare module 'fastify' {
  interface FastifyInstance {
    usersRepository: UsersRepository;
    /** The users as other features use them (see users.ts). */
    users: Users;
    /** An admin gives an account a role, kept in the audit log (see users.ts). */
    changeRole: ReturnType<typeof roleChanges>;
  }
}

/** The restaurant's user records and roles. */
export default featurePlugin('users', ['database', 'audit', 'brand'], async (app) => {
  const repository = createUsersRepository(app.database.db);
  app.decorate('usersRepository', repository);
  app.decorate('users', createUsers(repository));
  app.decorate('changeRole', roleChanges(repository, app.database.db, app.audit));
});
