// Fastify's floor for bench:api: a process of its own with no logger, hooks or plugins that answers
// GET /api/menu with the bytes and content type the real app sent it once (MENU_SOURCE_URL).
import Fastify from 'fastify';

const source = process.env.MENU_SOURCE_URL;
if (!source) throw new Error('MENU_SOURCE_URL must name the real app’s GET /api/menu');
const menu = await fetch(source, { headers: { 'accept-encoding': 'identity' } });
if (!menu.ok) throw new Error(`${source} answered ${menu.status}`);
const contentType = menu.headers.get('content-type') ?? 'application/json';
const body = Buffer.from(await menu.arrayBuffer());

const app = Fastify({ logger: false });
app.get('/api/menu', (_request, reply) => reply.type(contentType).send(body));
await app.listen({ port: Number(process.env.PORT), host: process.env.HOST ?? '127.0.0.1' });
