import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    shutdown: {
      /** Whether the process is stopping: its health check fails, and each answer closes its connection. */
      readonly draining: boolean;
      /** Starts stopping: from now on the load balancer is told to send the work elsewhere. */
      begin(): void;
    };
  }
}

/**
 * How a process stops without dropping anyone (server.ts, on SIGTERM): first its health check
 * answers 503, while it goes on serving, so that the load balancer takes it out of rotation; each
 * answer meanwhile closes its connection, so that clients and proxies open their next one
 * elsewhere. Then the app closes: live streams end with a retry hint (live-plugin), and requests
 * in flight finish, within the deadline server.ts gives them.
 */
export default fp(
  async (app) => {
    let draining = false;
    app.decorate('shutdown', {
      get draining() {
        return draining;
      },
      begin() {
        draining = true;
      },
    });
    app.addHook('onSend', async (_request, reply) => {
      if (draining) reply.header('connection', 'close');
    });
  },
  { name: 'shutdown' },
);
