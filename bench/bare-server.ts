// Fastify's floor for bench:api: a process of its own with no logger, hooks or plugins that answers
// GET for each of PATHS (comma-separated) with the bytes and content type the real app (SOURCE_URL)
// sent it once.
import Fastify from 'fastify';

const source = process.env.SOURCE_URL;
if (!source) throw new Error('SOURCE_URL must name the real app');

const paths = (process.env.PATHS ?? '').split(',').filter(Boolean);
if (paths.length === 0) throw new Error('PATHS must name the paths to answer');

const app = Fastify({ logger: false });
for (const path of paths) {
  const answer = await fetch(`${source}${path}`, { headers: { 'accept-encoding': 'identity' } });
  if (!answer.ok) throw new Error(`${source}${path} answered ${answer.status}`);
  const contentType = answer.headers.get('content-type') ?? 'application/octet-stream';
  const body = Buffer.from(await answer.arrayBuffer());
  app.get(path, (_request, reply) => reply.type(contentType).send(body));
}
await app.listen({ port: Number(process.env.PORT), host: process.env.HOST ?? '127.0.0.1' });
