// `npm run dev`: the API with reload on :5000 and Vite with hot reload on :5173 (proxying /api).
import { type ChildProcess, spawn } from 'node:child_process';

const children: ChildProcess[] = [
  spawn('npm', ['run', 'dev', '--workspace', 'apps/server'], {
    stdio: 'inherit',
    env: { ...process.env, WEB_DIST_DIR: '' },
  }),
  spawn('npm', ['run', 'dev', '--workspace', 'apps/web'], { stdio: 'inherit' }),
];

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', stop);
console.log('\nBistro Boss (dev): open http://localhost:5173\n');
