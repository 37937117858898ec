import { createHmac, randomBytes } from 'node:crypto';
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
  created: number;
  latest_charge: string | null;
}

interface StandInRefund {
  id: string;
  object: 'refund';
  payment_intent: string;
  amount: number;
  status: 'succeeded';
}

/** Stripe's `Stripe-Signature` header for a payload: `t=<time>,v1=<HMAC-SHA256 of "t.payload">`. */
export function stripeSignature(payload: string, secret: string, time = Math.floor(Date.now() / 1000)): string {
  const signature = createHmac('sha256', secret).update(`${time}.${payload}`).digest('hex');
  return `t=${time},v1=${signature}`;
}

/**
 * A local stand-in for the Stripe endpoints the server calls, speaking Stripe's wire format:
 * form-encoded requests, JSON answers, errors as `{ error: { type, code, message } }`, a bearer
 * secret key, and idempotency keys. It creates, retrieves, lists and cancels PaymentIntents and
 * refunds them, in full or in part (never more than remains); `succeed()` does what Stripe.js's card confirmation does and, when a webhook is
 * set, sends the signed `payment_intent.succeeded` event to it as Stripe would.
 */
export async function startStripeStandIn(secretKey: string) {
  const intents = new Map<string, StandInIntent>();
  const refunds = new Map<string, StandInRefund>();
  const idempotent = new Map<string, unknown>();
  const requests: { method: string; path: string; form: URLSearchParams }[] = [];
  let webhook: { url: string; secret: string } | null = null;
  /** What the refunds of an intent gave back. */
  const refundedOf = (intentId: string) =>
    [...refunds.values()]
      .filter((refund) => refund.payment_intent === intentId)
      .reduce((total, refund) => total + refund.amount, 0);

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
    const missing = (what: string) =>
      send(404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${what}` } });
    if (request.headers.authorization !== `Bearer ${secretKey}`) {
      return send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
    }
    // A repeated idempotency key answers what the first request got.
    const key = request.headers['idempotency-key'];
    const once = (make: () => unknown) => {
      const answer = typeof key === 'string' && idempotent.has(key) ? idempotent.get(key) : make();
      if (typeof key === 'string') idempotent.set(key, answer);
      return send(200, answer);
    };
    const [pathname = '', query = ''] = path.split('?');

    if (request.method === 'POST' && pathname === '/v1/payment_intents') {
      return once(() => {
        const id = `pi_${randomBytes(8).toString('hex')}`;
        const metadata = Object.fromEntries(
          [...form.entries()]
            .filter(([name]) => name.startsWith('metadata['))
            .map(([name, value]) => [name.slice(9, -1), value]),
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
          created: Math.floor(Date.now() / 1000),
          latest_charge: null,
        };
        intents.set(id, intent);
        return intent;
      });
    }
    if (request.method === 'GET' && pathname === '/v1/payment_intents') {
      const params = new URLSearchParams(query);
      const since = Number(params.get('created[gte]') ?? 0);
      const expandCharge = params.getAll('expand[]').includes('data.latest_charge');
      const data = [...intents.values()]
        .filter((intent) => intent.created >= since)
        .map((intent) =>
          expandCharge && intent.latest_charge
            ? {
                ...intent,
                latest_charge: {
                  id: intent.latest_charge,
                  object: 'charge',
                  // As Stripe's charge says: refunded in full.
                  refunded: refundedOf(intent.id) >= intent.amount,
                  amount_refunded: refundedOf(intent.id),
                },
              }
            : intent,
        );
      return send(200, { object: 'list', data, has_more: false, url: '/v1/payment_intents' });
    }
    const intentPath = /^\/v1\/payment_intents\/([^/]+)(\/cancel)?$/.exec(pathname);
    if (intentPath?.[1]) {
      const intent = intents.get(intentPath[1]);
      if (!intent) return missing(`payment_intent: '${intentPath[1]}'`);
      if (request.method === 'GET' && !intentPath[2]) return send(200, intent);
      if (request.method === 'POST' && intentPath[2]) {
        if (intent.status === 'succeeded') {
          return send(400, {
            error: {
              type: 'invalid_request_error',
              code: 'payment_intent_unexpected_state',
              message: 'You cannot cancel this PaymentIntent because it has a status of succeeded.',
            },
          });
        }
        intent.status = 'canceled';
        return send(200, intent);
      }
    }
    if (request.method === 'POST' && pathname === '/v1/refunds') {
      // Without an amount, what remains of the charge; never more than remains (Stripe's 400).
      const kept = typeof key === 'string' ? idempotent.get(key) : undefined;
      const intent = intents.get(form.get('payment_intent') ?? '');
      if (!kept && intent) {
        const remaining = intent.amount - refundedOf(intent.id);
        const amount = form.has('amount') ? Number(form.get('amount')) : remaining;
        if (remaining <= 0 || amount > remaining) {
          return send(400, {
            error: {
              type: 'invalid_request_error',
              code: remaining <= 0 ? 'charge_already_refunded' : 'amount_too_large',
              message: `Refund amount (${amount}) is greater than unrefunded amount on charge (${remaining})`,
            },
          });
        }
      }
      return once(() => {
        const refund: StandInRefund = {
          id: `re_${randomBytes(8).toString('hex')}`,
          object: 'refund',
          payment_intent: intent?.id ?? '',
          amount: form.has('amount')
            ? Number(form.get('amount'))
            : (intent?.amount ?? 0) - refundedOf(intent?.id ?? ''),
          status: 'succeeded',
        };
        refunds.set(refund.id, refund);
        return refund;
      });
    }
    return send(404, {
      error: { type: 'invalid_request_error', message: `Unrecognized request URL (${request.method}: ${path})` },
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  /** Sends a signed event to the webhook, as Stripe does; answers the app's status code. */
  async function sendEvent(type: string, object: unknown, signWith = webhook?.secret): Promise<number> {
    if (!webhook) throw new Error('no webhook set');
    const payload = JSON.stringify({
      id: `evt_${randomBytes(8).toString('hex')}`,
      object: 'event',
      type,
      created: Math.floor(Date.now() / 1000),
      data: { object },
    });
    const response = await fetch(webhook.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': stripeSignature(payload, signWith ?? '') },
      body: payload,
    });
    return response.status;
  }

  return {
    url: `http://127.0.0.1:${port}`,
    intents,
    refunds,
    requests,
    /** Where Stripe sends its events, signed with this secret. */
    setWebhook: (url: string, secret: string) => {
      webhook = { url, secret };
    },
    sendEvent,
    /** A charge Stripe holds that our server never asked for (no order in its metadata). */
    orphanCharge(amount: number): StandInIntent {
      const id = `pi_orphan_${randomBytes(6).toString('hex')}`;
      const intent: StandInIntent = {
        id,
        object: 'payment_intent',
        amount,
        currency: 'usd',
        status: 'succeeded',
        client_secret: `${id}_secret_x`,
        metadata: {},
        receipt_email: null,
        created: Math.floor(Date.now() / 1000),
        latest_charge: `ch_${randomBytes(8).toString('hex')}`,
      };
      intents.set(id, intent);
      return intent;
    },
    /** What Stripe.js's confirmCardPayment does with a good card (and Stripe's event after it, when a webhook is set). */
    async succeed(id: string, { notify = false }: { notify?: boolean } = {}) {
      const intent = intents.get(id);
      if (!intent) throw new Error(`no intent ${id}`);
      intent.status = 'succeeded';
      intent.latest_charge = `ch_${randomBytes(8).toString('hex')}`;
      return notify ? sendEvent('payment_intent.succeeded', intent) : 0;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
