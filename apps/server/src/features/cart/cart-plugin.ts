import fp from 'fastify-plugin';
import { type CartRepository, createCartRepository } from './cart-repository.ts';

declare module 'fastify' {
  interface FastifyInstance {
    cartRepository: CartRepository;
  }
}

/** Each user's cart. */
export default fp(
  async (app) => {
    app.decorate('cartRepository', createCartRepository(app.database.db, app.clock, app.menuRepository.options));
  },
  { name: 'cart', dependencies: ['database', 'clock', 'menu-repository'] },
);
