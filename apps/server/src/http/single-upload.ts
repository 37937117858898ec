import type { FastifyRequest } from 'fastify';
import { badRequest, type Message, Problem } from './problems.ts';

/**
 * The file in the multipart field `field`, the only part of the request (the route's scope
 * registers @fastify/multipart with its size limit). A file over that limit is 413 with
 * `tooLarge`; any other malformed upload (no boundary, cut short, another field) is 400 with
 * `malformed`.
 */
export async function readSingleUpload(
  request: FastifyRequest,
  { field, tooLarge, malformed }: { field: string; tooLarge: Message; malformed: Message },
): Promise<Buffer> {
  try {
    const file = await request.file();
    if (file?.fieldname !== field) throw badRequest(malformed);
    return await file.toBuffer();
  } catch (error) {
    if (error instanceof request.server.multipartErrors.RequestFileTooLargeError) throw new Problem(413, tooLarge);
    throw badRequest(malformed);
  }
}
