import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { pictureAt } from '@bistro/contract/pictures';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, multipartFile, type SignedIn, signInAs } from '../../../test/helper.ts';

const multipart = (file: Buffer, { field = 'image', filename = 'dish.png', type = 'image/png' } = {}) =>
  multipartFile(file, { field, filename, type });

const picture = () =>
  sharp({ create: { width: 1600, height: 1000, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .png()
    .toBuffer();

describe('image uploads (local store)', () => {
  let app: FastifyInstance;
  let admin: SignedIn;
  beforeAll(async () => {
    app = await buildTestApp({ IMAGE_MAX_BYTES: '200000' });
    admin = await signInAs(app, { email: 'admin@bistro.test', role: 'admin' });
  });
  afterAll(() => app.close());

  const upload = (file: Buffer, options?: Parameters<typeof multipart>[1], headers = admin.headers) => {
    const body = multipart(file, options);
    return app.inject({
      method: 'POST',
      url: '/api/images',
      payload: body.payload,
      headers: { ...headers, ...body.headers },
    });
  };

  it('re-encodes a picture as WebP, at most 1200 px wide, served by our server and cached for good', async () => {
    const response = await upload(await picture());
    expect(response.statusCode).toBe(200);
    const url = response.json().data.display_url;
    expect(response.json()).toEqual({
      success: true,
      data: { display_url: expect.stringMatching(/^\/images\/uploads\/[\w-]+\.webp$/) },
    });
    const served = await app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toContain('immutable');
    expect((await sharp(served.rawPayload).metadata()).width).toBe(1200);
  });

  it('serves an upload and a seeded picture at the widths the pages show them at, made once', async () => {
    const url = (await upload(await picture())).json().data.display_url as string;
    const small = await app.inject({ method: 'GET', url: pictureAt(url, 240) });
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-type']).toBe('image/webp');
    expect(small.headers['cache-control']).toContain('immutable');
    expect(await sharp(small.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 240, height: 150 });
    const again = await app.inject({ method: 'GET', url: pictureAt(url, 240) });
    expect(again.rawPayload.equals(small.rawPayload)).toBe(true);
    expect(
      (await sharp((await app.inject({ method: 'GET', url: pictureAt(url, 768) })).rawPayload).metadata()).width,
    ).toBe(768);

    const seeded = await app.inject({ method: 'GET', url: pictureAt('/images/menu/diavola.webp', 240) });
    expect(seeded.statusCode).toBe(200);
    expect((await sharp(seeded.rawPayload).metadata()).width).toBe(240);
    const original = await app.inject({ method: 'GET', url: '/images/menu/diavola.webp' });
    expect(seeded.rawPayload.length).toBeLessThan(original.rawPayload.length);
    // Never wider than the picture itself (the seeded ones are 400 px).
    const wide = await app.inject({ method: 'GET', url: pictureAt('/images/menu/diavola.webp', 768) });
    expect((await sharp(wide.rawPayload).metadata()).width).toBe(400);
  });

  it('answers 400 for a width it does not make and 404 for a picture it does not keep', async () => {
    for (const url of ['/images/sized/500/menu/diavola.webp', '/images/sized/240/elsewhere/diavola.webp']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().error).toBeDefined();
    }
    for (const url of ['/images/sized/240/menu/no-such-dish.webp', '/images/sized/240/menu/..%2F..%2Fpackage.json']) {
      const response = await app.inject({ method: 'GET', url });
      expect([400, 404], url).toContain(response.statusCode);
    }
    expect((await app.inject({ method: 'GET', url: '/images/sized/240/menu/no-such-dish.webp' })).statusCode).toBe(404);
  });

  it('judges by content, not by name: a text file called .png is refused', async () => {
    const response = await upload(Buffer.from('not a picture at all'), { filename: 'menu.png' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/not a picture we can read/);
  });

  it('refuses a truncated picture', async () => {
    const png = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#abcdef' } })
      .png()
      .toBuffer();
    expect((await upload(png.subarray(0, Math.floor(png.length / 2)))).statusCode).toBe(400);
  });

  it('refuses a file over the size limit with 413', async () => {
    const noise = await sharp(Buffer.from(Array.from({ length: 400 * 400 * 3 }, (_, i) => (i * 7919) % 256)), {
      raw: { width: 400, height: 400, channels: 3 },
    })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(noise.length).toBeGreaterThan(200_000);
    const response = await upload(noise);
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe(
      'This picture is over 0.2 MB: choose a smaller one, or export it at a smaller size',
    );
  });

  it('takes a phone’s photo of several megabytes at the default limit, and keeps it 1200 px wide', async () => {
    const phoneApp = await buildTestApp();
    try {
      const boss = await signInAs(phoneApp, { email: 'phone-admin@bistro.test', role: 'admin' });
      const [width, height] = [4000, 3000];
      const pixels = Buffer.alloc(width * height * 3);
      for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 2654435761) >>> 24;
      const photo = await sharp(pixels, { raw: { width, height, channels: 3 } })
        .jpeg({ quality: 95 })
        .toBuffer();
      expect(photo.length).toBeGreaterThan(5_000_000);
      const body = multipart(photo, { filename: 'IMG_2041.jpg', type: 'image/jpeg' });
      const response = await phoneApp.inject({
        method: 'POST',
        url: '/api/images',
        payload: body.payload,
        headers: { ...boss.headers, ...body.headers },
      });
      expect(response.statusCode, response.body).toBe(200);
      const served = await phoneApp.inject({ method: 'GET', url: response.json().data.display_url });
      expect((await sharp(served.rawPayload).metadata()).width).toBe(1200);
    } finally {
      await phoneApp.close();
    }
  }, 60_000);

  it('refuses a decompression bomb before decoding it', async () => {
    const bomb = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="30000" height="30000"><rect width="100%" height="100%"/></svg>',
    );
    const response = await upload(bomb, { filename: 'bomb.svg', type: 'image/svg+xml' });
    expect(response.statusCode).toBe(400);
  });

  it('is for admins only', async () => {
    const customer = await signInAs(app, { email: 'customer@bistro.test' });
    expect((await upload(await picture(), undefined, customer.headers)).statusCode).toBe(403);
    expect((await upload(await picture(), undefined, {} as SignedIn['headers'])).statusCode).toBe(401);
  });
});

describe('image uploads (imgbb-style image host, against a local stand-in)', () => {
  let app: FastifyInstance;
  let host: http.Server;
  const received: { key: string | null; field: boolean }[] = [];
  beforeAll(async () => {
    host = http.createServer(async (request, response) => {
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      const key = new URL(request.url ?? '', 'http://x').searchParams.get('key');
      received.push({ key, field: Buffer.concat(chunks).includes('name="image"') });
      response.writeHead(key === 'host-key' ? 200 : 400, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({ success: key === 'host-key', data: { display_url: 'https://i.host.example/abc.webp' } }),
      );
    });
    await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
    const { port } = host.address() as AddressInfo;
    app = await buildTestApp({
      IMAGE_STORE: 'imgbb',
      IMAGE_HOST_KEY: 'host-key',
      IMAGE_HOST_URL: `http://127.0.0.1:${port}/1/upload`,
    });
  });
  afterAll(async () => {
    await app.close();
    await new Promise((resolve) => host.close(resolve));
  });

  it('sends the picture with the key from the server, and answers the host’s address', async () => {
    const admin = await signInAs(app, { email: 'admin@bistro.test', role: 'admin' });
    const body = multipart(await picture());
    const response = await app.inject({
      method: 'POST',
      url: '/api/images',
      payload: body.payload,
      headers: { ...admin.headers, ...body.headers },
    });
    expect(response.json()).toEqual({ success: true, data: { display_url: 'https://i.host.example/abc.webp' } });
    expect(received).toEqual([{ key: 'host-key', field: true }]);
    expect((await app.inject({ method: 'GET', url: '/api/config' })).body).not.toContain('host-key');
  });

  it('keeps no uploads of its own to size', async () => {
    const response = await app.inject({ method: 'GET', url: '/images/sized/240/uploads/abc.webp' });
    expect(response.statusCode).toBe(404);
  });
});
