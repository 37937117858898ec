import fp from 'fastify-plugin';
import { createUsersRepository, type UsersRepository } from './users-repository.ts';

declare module 'fastify' {
  interface FastifyInstance {
    usersRepository: UsersRepository;
  }
}

/** The restaurant's user records and roles. */
export default fp(
  async (app) => {
    app.decorate('usersRepository', createUsersRepository(app.database.db));
  },
  { name: 'users', dependencies: ['database'] },
);
