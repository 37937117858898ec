import { featurePlugin } from '../../plugins/app/feature-plugin.ts';
import { createUsers, type Users } from './users.ts';
import { createUsersRepository, type UsersRepository } from './users-repository.ts';

declare module 'fastify' {
  interface FastifyInstance {
    usersRepository: UsersRepository;
    /** The users as other features use them (see users.ts). */
    users: Users;
  }
}

/** The restaurant's user records and roles. */
export default featurePlugin('users', ['database'], async (app) => {
  const repository = createUsersRepository(app.database.db);
  app.decorate('usersRepository', repository);
  app.decorate('users', createUsers(repository));
});
