import fp from 'fastify-plugin';

/** What time it is for the app's rules (throttles, expiries); tests give their own. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

declare module 'fastify' {
  interface FastifyInstance {
    clock: Clock;
  }
}

export default fp<{ clock: Clock }>(
  async (app, { clock }) => {
    app.decorate('clock', clock);
  },
  { name: 'clock' },
);
