import os from 'node:os';

const LOOPBACK = ['localhost', '127.0.0.1', '::1'];
const EVERY_INTERFACE = ['0.0.0.0', '::'];

/** Host names and addresses of this machine: loopback, its name, and each network interface's address. */
function machineHosts(): string[] {
  const interfaces = Object.values(os.networkInterfaces()).flatMap((addresses) => addresses ?? []);
  return [...LOOPBACK, os.hostname().toLowerCase(), ...interfaces.map((address) => address.address.toLowerCase())];
}

/** Whether a host name (from a request's Host header) names this machine. */
export function isThisMachine(hostname: string): boolean {
  const bare = hostname.toLowerCase().replace(/^\[(.*)\]$/, '$1');
  return machineHosts().includes(bare);
}

const withPort = (host: string, port: number) => `http://${host.includes(':') ? `[${host}]` : host}:${port}`;

/** The addresses a server bound to `address`:`port` answers on, for the start-up message. */
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
