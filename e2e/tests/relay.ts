import net from 'node:net';

/**
 * A TCP relay in front of the site, which a test can cut: while it is cut nothing listens on
 * its port, so the browser's connections are refused as they are when the restaurant's server
 * is down, and the connections it had are dropped. The site itself keeps running.
 */
export async function openRelay(target: URL, port: number) {
  const open = new Set<net.Socket>();
  const track = (socket: net.Socket) => {
    open.add(socket);
    socket.once('close', () => open.delete(socket));
  };
  const relay = net.createServer((client) => {
    const upstream = net.connect(Number(target.port), target.hostname);
    track(client);
    track(upstream);
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
    client.pipe(upstream).pipe(client);
  });
  const listen = () => new Promise<void>((resolve) => relay.listen(port, '127.0.0.1', resolve));
  await listen();
  return {
    url: `http://localhost:${port}`,
    /** The restaurant can no longer be reached. */
    async cut() {
      const closed = new Promise<void>((resolve) => relay.close(() => resolve()));
      for (const socket of open) socket.destroy();
      await closed;
    },
    /** The restaurant can be reached again. */
    restore: listen,
  };
}
