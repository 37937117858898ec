import fp from 'fastify-plugin';
import type { AppConfig } from '../../config/env.ts';
import { createSignIn, type SignIn } from './sign-in.ts';

declare module 'fastify' {
  interface FastifyInstance {
    signIn: SignIn;
  }
}

/** Signing in (POST /api/jwt's service), registered after the orders, whose guest orders it joins to accounts. */
export default fp<{ config: AppConfig }>(
  async (app, { config }) => {
    app.decorate(
      'signIn',
      createSignIn({
        users: app.usersRepository,
        guestOrders: app.ordersRepository,
        tokens: app.tokens,
        adminEmails: config.identity.adminEmails,
      }),
    );
  },
  { name: 'sign-in', dependencies: ['identity', 'users', 'orders'] },
);
