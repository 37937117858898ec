import os from 'node:os';

const LOOPBACK = ['localhost', '127.0.0.1', '::1'];
const EVERY_INTERFACE = ['0.0.0.0', '::'];

const withPort = (host: string, port: number) => `http://${host.includes(':') ? `[${host}]` : host}:${port}`;

/**
 * The addresses a server bound to `address`:`port` answers on, for the start-up message; the
 * first is the site's address when PUBLIC_URL is not set.
 */
export function listeningAddresses(address: string, port: number): string[] {
  if (!EVERY_INTERFACE.includes(address)) {
    const shown = LOOPBACK.includes(address) ? ['localhost', address] : [address];
    return shown.map((name) => withPort(name, port));
  }
  const external = Object.values(os.networkInterfaces())
    .flatMap((addresses) => addresses ?? [])
    .filter((entry) => !entry.internal && (address === '::' || entry.family === 'IPv4'))
    .map((entry) => entry.address);
  return ['localhost', '127.0.0.1', ...external].map((name) => withPort(name, port));
}
