// `npm start`: build the web app if needed, then run the one server process.
import { ensureWebBuild } from './web-build.ts';

ensureWebBuild();
await import('../apps/server/src/server.ts');
