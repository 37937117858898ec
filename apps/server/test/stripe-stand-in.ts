import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

interface StandInIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: string;
  client_secret: string;
  metadata: Record<string, string>;
  receipt_email: string | null;
}

/**
 * A local stand-in for the two Stripe endpoints the server calls (create and retrieve a
 * PaymentIntent), speaking Stripe's wire format: form-encoded requests, JSON answers, errors
 * as `{ error: { type, code, message } }`, and a bearer secret key.
 */
export async function startStripeStandIn(secretKey: string) {
  const intents = new Map<string, StandInIntent>();
  const requests: { method: string; path: string; form: URLSearchParams }[] = [];

  const server = http.createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const form = new URLSearchParams(Buffer.concat(chunks).toString());
    const path = request.url ?? '';
    requests.push({ method: request.method ?? '', path, form });
    const send = (status: number, body: unknown) => {
      response.writeHead(status, {
        'content-type': 'application/json',
        'request-id': `req_${randomBytes(6).toString('hex')}`,
      });
      response.end(JSON.stringify(body));
    };
    if (request.headers.authorization !== `Bearer ${secretKey}`) {
      return send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
    }
    if (request.method === 'POST' && path === '/v1/payment_intents') {
      const id = `pi_${randomBytes(8).toString('hex')}`;
      const metadata = Object.fromEntries(
        [...form.entries()]
          .filter(([key]) => key.startsWith('metadata['))
          .map(([key, value]) => [key.slice(9, -1), value]),
      );
      const intent: StandInIntent = {
        id,
        object: 'payment_intent',
        amount: Number(form.get('amount')),
        currency: form.get('currency') ?? 'usd',
        status: 'requires_payment_method',
        client_secret: `${id}_secret_${randomBytes(8).toString('hex')}`,
        metadata,
        receipt_email: form.get('receipt_email'),
      };
      intents.set(id, intent);
      return send(200, intent);
    }
    const match = /^\/v1\/payment_intents\/([^/?]+)/.exec(path);
    if (request.method === 'GET' && match?.[1]) {
      const intent = intents.get(match[1]);
      if (intent) return send(200, intent);
      return send(404, {
        error: {
          type: 'invalid_request_error',
          code: 'resource_missing',
          message: `No such payment_intent: '${match[1]}'`,
        },
      });
    }
    return send(404, {
      error: { type: 'invalid_request_error', message: `Unrecognized request URL (${request.method}: ${path})` },
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    intents,
    requests,
    /** What Stripe.js's confirmCardPayment does with a good card. */
    succeed: (id: string) => {
      const intent = intents.get(id);
      if (intent) intent.status = 'succeeded';
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
