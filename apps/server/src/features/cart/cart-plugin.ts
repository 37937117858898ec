import { featurePlugin } from '../../plugins/app/feature-plugin.ts';
import { type Cart, createCart } from './cart.ts';
import { type CartRepository, createCartRepository } from './cart-repository.ts';

declare module 'fastify' {
  interface FastifyInstance {
    cartRepository: CartRepository;
    /** The cart as other features use it (see cart.ts). */
    cart: Cart;
  }
}

/** Each user's cart; lines whose choices leave the menu leave the carts. */
export default featurePlugin('cart', ['database', 'clock', 'menu'], async (app) => {
  const repository = createCartRepository(app.database.db, app.clock, app.menu);
  app.menu.whenChoicesGo({
    deleted: repository.removeLinesWith,
    leftDishes: repository.removeLinesNoLongerOffered,
  });
  app.decorate('cartRepository', repository);
  app.decorate('cart', createCart(repository));
});
