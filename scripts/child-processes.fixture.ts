// A small test runner for child-processes.test.ts. It starts two children with startChild, each
// listening on a TCP port and having started a grandchild that listens on one too, prints them
// ([{ pid, port }, …]) as one line once all four listen and, once a line comes in on its stdin,
// does as its first argument says:
//   wait   runs until a signal ends it
//   throw  throws (an uncaught exception)
//   exit   calls process.exit(3)
//   stop   stops its children, then ends by itself
// With --stubborn the children and grandchildren ignore SIGTERM; --grace sets stop()'s grace period (ms).
import type { Readable } from 'node:stream';
import { parseArgs } from 'node:util';
import { startChild } from './child-processes.ts';

// Node, without TypeScript: started with `node -e`, a grandchild when its first argument says so.
const PROCESS = `
const { spawn } = require('node:child_process');
const net = require('node:net');
if (process.env.STUBBORN) process.on('SIGTERM', () => {});
const listen = () =>
  new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => resolve(server.address().port));
  });
if (process.argv[1] === 'grandchild') {
  listen().then((port) => console.log(JSON.stringify([{ pid: process.pid, port }])));
} else {
  const grandchild = spawn(process.execPath, ['-e', process.env.FIXTURE_PROCESS, 'grandchild'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const listening = listen();
  let output = '';
  grandchild.stdout.on('data', async (chunk) => {
    output += chunk;
    if (!output.includes('\\n')) return;
    console.log(JSON.stringify([{ pid: process.pid, port: await listening }, ...JSON.parse(output)]));
  });
}
`;

function firstLine(stream: Readable): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = '';
    stream.setEncoding('utf8').on('data', (chunk: string) => {
      output += chunk;
      if (output.includes('\n')) resolve(output.slice(0, output.indexOf('\n')));
    });
    stream.once('end', () => reject(new Error('The stream ended before a line.')));
  });
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { stubborn: { type: 'boolean', default: false }, grace: { type: 'string', default: '5000' } },
});
const env = { ...process.env, FIXTURE_PROCESS: PROCESS, STUBBORN: values.stubborn ? '1' : '' };
const children = [1, 2].map(() =>
  startChild(process.execPath, ['-e', PROCESS], {
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
    graceMs: Number(values.grace),
  }),
);
const started = await Promise.all(
  children.map(async (child) => JSON.parse(await firstLine(child.process.stdout as Readable)) as unknown[]),
);
console.log(JSON.stringify(started.flat()));
await firstLine(process.stdin);
process.stdin.destroy();

switch (positionals[0]) {
  case 'wait':
    setInterval(() => {}, 60_000);
    break;
  case 'throw':
    setTimeout(() => {
      throw new Error('The runner failed.');
    });
    break;
  case 'exit':
    process.exit(3);
    break;
  case 'stop':
    await Promise.all(children.map((child) => child.stop()));
    break;
  default:
    throw new Error(`Unknown mode ${positionals[0]}`);
}
