// Simulated diners, as a browser drives the shop: each signs up, follows its orders and bookings
// on the live stream (GET /api/events), and then, until stopped, books a table (a day later each
// time), browses the menu, adds a dish with its options to the cart, pays with the test card and
// waits to see the order arrive on its stream.
// The rolling-restart and failover tests drive a few of them through the load balancer; a
// benchmark can drive many.
//
// Every write that a retry could repeat carries an Idempotency-Key, kept across the retries of
// one intent: adding to the cart, booking. Checkout is idempotent by design (the same cart again
// reuses its order and intent; confirming and recording a payment happen once per intent).
// A request is retried when no answer came, or the load balancer answered 502–504.
import { randomUUID } from 'node:crypto';

const CARD = { number: '4242424242424242', expMonth: 12, expYear: 2099, cvc: '123' };
const RETRYABLE = new Set([502, 503, 504]);

export interface DinerOptions {
  /** Where the diners send their requests: the load balancer. */
  baseUrl: string;
  diners: number;
  /** The site's address for the identity service's origin check (its PUBLIC_URL). */
  origin: string;
  /**
   * A day the restaurant takes bookings, YYYY-MM-DD, and a time on it: each diner books a table
   * then, and on each of the `days` - 1 days after, one more with each order (none once they are
   * all booked). The set-up must let a diner hold that many (`bookingsPerDiner`).
   */
  booking: { date: string; time: string; days: number };
  /** How many times a request is tried again after no answer or a 502–504 (0: never). */
  retries: number;
  /** A prefix for the diners' email addresses, so that runs do not meet. */
  run?: string;
  /**
   * How long a diner takes before each step of the evening (reading the menu, choosing, typing the
   * card), on average: each pause is between half of it and one and a half. 0 (the default): no
   * pause, every diner sends its next request as soon as the last is answered.
   */
  thinkMs?: number;
}

/** A request that did not get the answer it should have, on one try. */
export interface FailedAttempt {
  diner: number;
  step: string;
  status: number | null;
  reason: string;
}

export interface DinerReport {
  /** HTTP requests sent, every try counted (the live streams' connections not). */
  requests: number;
  /** Every try that failed, retried or not. */
  failedAttempts: FailedAttempt[];
  /** Steps that failed even after their retries. */
  failedSteps: FailedAttempt[];
  /**
   * How long each answer took, in ms, by step (every try that was answered); "see the order live":
   * from the payment recorded until the order came on the diner's stream.
   */
  timings: Record<string, number[]>;
  /** What the site acknowledged to each diner: its account, the orders it paid, its booking. */
  diners: {
    email: string;
    paidOrders: string[];
    bookings: string[];
    /** Orders and bookings seen on its live stream (by id), and how often the stream had to connect again. */
    seenOnStream: Set<string>;
    bookingsSeen: Set<string>;
    reconnects: number;
  }[];
}

class StepFailed extends Error {}

/** Waits `ms`, or less when stopping. */
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Diner {
  index: number;
  email: string;
  token: string;
  record: DinerReport['diners'][number];
}

export interface DinerLoad {
  /** The fewest orders any diner has paid so far. */
  paid(): number;
  /** Resolves when at least `count` requests are waiting for their answers. */
  untilInFlight(count: number, ms: number): Promise<void>;
  /** Resolves once every diner has paid at least `orders` orders (or rejects after `ms`). */
  untilOrders(orders: number, ms: number): Promise<void>;
  /** Lets each diner finish its current order, closes their streams, and answers the report. */
  stop(): Promise<DinerReport>;
}

/** Starts the diners; they go on until `stop()`. */
export async function startDiners(options: DinerOptions): Promise<DinerLoad> {
  const report: DinerReport = { requests: 0, failedAttempts: [], failedSteps: [], timings: {}, diners: [] };
  const took = (step: string, since: number) => {
    report.timings[step] ??= [];
    report.timings[step].push(performance.now() - since);
  };
  let stopping = false;
  let inFlight = 0;
  const run = options.run ?? randomUUID().slice(0, 8);

  /** One step's request, tried again (with the same body and headers) while no whole answer comes. */
  async function call(
    diner: number,
    step: string,
    path: string,
    init: { method?: string; body?: unknown; headers?: Record<string, string>; expect?: number[] } = {},
  ): Promise<Response> {
    const { method = 'GET', body, headers = {}, expect = [200] } = init;
    for (let attempt = 0; ; attempt++) {
      report.requests++;
      let failure: FailedAttempt;
      inFlight++;
      const sent = performance.now();
      try {
        const response = await fetch(`${options.baseUrl}${path}`, {
          method,
          headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
          signal: AbortSignal.timeout(30_000),
        });
        took(step, sent);
        // Read whole within the try: a process lost while the body is on its way (SIGKILL) fails
        // this attempt, which is tried again, not the caller's read of an answer cut short.
        const text = await response.text();
        if (expect.includes(response.status)) {
          return new Response(text || null, { status: response.status, headers: response.headers });
        }
        failure = { diner, step, status: response.status, reason: text.slice(0, 200) };
        if (!RETRYABLE.has(response.status)) {
          report.failedAttempts.push(failure);
          report.failedSteps.push(failure);
          throw new StepFailed(`${step}: ${response.status} ${text.slice(0, 200)}`);
        }
      } catch (error) {
        if (error instanceof StepFailed) throw error;
        failure = { diner, step, status: null, reason: (error as Error).message };
      } finally {
        inFlight--;
      }
      report.failedAttempts.push(failure);
      if (attempt >= options.retries) {
        report.failedSteps.push(failure);
        throw new StepFailed(`${step}: ${failure.status ?? failure.reason}`);
      }
      await pause(250 * (attempt + 1));
    }
  }

  async function signUp(index: number): Promise<Diner> {
    const email = `diner-${run}-${index}@load.test`;
    const headers = { origin: options.origin };
    const signedUp = await call(index, 'sign up', '/api/auth/sign-up/email', {
      method: 'POST',
      headers,
      body: { name: `Diner ${index}`, email, password: `load-test-password-${index}` },
    });
    const cookie = (signedUp.headers.getSetCookie() ?? []).map((line) => line.split(';')[0]).join('; ');
    const issued = await call(index, 'token', '/api/jwt', {
      method: 'POST',
      headers: { ...headers, cookie },
      body: {},
    });
    const { token } = (await issued.json()) as { token: string };
    const record = {
      email,
      paidOrders: [],
      bookings: [],
      seenOnStream: new Set<string>(),
      bookingsSeen: new Set<string>(),
      reconnects: 0,
    };
    report.diners.push(record);
    return { index, email, token, record };
  }

  /**
   * The diner's live stream, as the browser's EventSource keeps it: when it ends or fails it
   * connects again after the server's `retry:` hint, sending the Last-Event-ID it saw, and the
   * server catches it up from there. Answers how to close it, once it is open (its first frame,
   * `ready`, came): what the diner does after that must reach it.
   */
  async function follow(diner: Diner): Promise<() => void> {
    const abort = new AbortController();
    let lastEventId: string | null = null;
    let retryMs = 1000;
    let opened = () => {};
    const open = new Promise<void>((resolve) => {
      opened = resolve;
    });
    void (async () => {
      for (let connection = 0; !abort.signal.aborted; connection++) {
        if (connection > 0) diner.record.reconnects++;
        try {
          const response = await fetch(`${options.baseUrl}/api/events`, {
            headers: {
              authorization: `Bearer ${diner.token}`,
              ...(lastEventId ? { 'last-event-id': lastEventId } : {}),
            },
            signal: abort.signal,
          });
          if (!response.ok || !response.body) throw new Error(`stream answered ${response.status}`);
          let buffer = '';
          const decoder = new TextDecoder();
          for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
            buffer += decoder.decode(chunk, { stream: true });
            for (let end = buffer.indexOf('\n\n'); end !== -1; end = buffer.indexOf('\n\n')) {
              const fields = new Map<string, string>();
              for (const line of buffer.slice(0, end).split('\n')) {
                const colon = line.indexOf(': ');
                if (colon > 0) fields.set(line.slice(0, colon), line.slice(colon + 2));
              }
              buffer = buffer.slice(end + 2);
              if (fields.has('retry')) retryMs = Number(fields.get('retry'));
              if (fields.has('id')) lastEventId = fields.get('id') ?? lastEventId;
              if (fields.get('event') === 'ready') opened();
              if (fields.get('event') === 'order') {
                const { order } = JSON.parse(fields.get('data') ?? '{}') as { order: { _id: string } };
                diner.record.seenOnStream.add(order._id);
              }
              if (fields.get('event') === 'booking') {
                const { booking } = JSON.parse(fields.get('data') ?? '{}') as { booking: { id: string } };
                diner.record.bookingsSeen.add(booking.id);
              }
            }
          }
        } catch {
          // Ended by the server, a process gone, or closed here.
        }
        if (!abort.signal.aborted) await pause(retryMs);
      }
    })();
    await open;
    return () => abort.abort();
  }

  const auth = (diner: Diner) => ({ authorization: `Bearer ${diner.token}` });
  /** A step of the evening: the diner's pause first (`thinkMs`), then its request. */
  const step = async (...args: Parameters<typeof call>) => {
    if (options.thinkMs) await pause(options.thinkMs * (0.5 + Math.random()));
    return call(...args);
  };

  /** Books a table on the day after the diner's last booking (the first on `booking.date`), until `booking.days` are booked. */
  async function book(diner: Diner): Promise<void> {
    const { date, time, days } = options.booking;
    const made = diner.record.bookings.length;
    if (made >= days) return;
    const day = new Date(`${date}T00:00:00Z`);
    day.setUTCDate(day.getUTCDate() + made);
    const booked = await step(diner.index, 'book a table', '/api/bookings', {
      method: 'POST',
      headers: { ...auth(diner), 'idempotency-key': randomUUID() },
      body: {
        date: day.toISOString().slice(0, 10),
        time,
        party: 2,
        name: `Diner ${diner.index}`,
        phone: '+1 555 0100',
        email: diner.email,
      },
      expect: [201],
    });
    diner.record.bookings.push(((await booked.json()) as { id: string }).id);
  }

  /** Browse, add a dish with its options, pay with the test card, and see the order arrive live. */
  async function order(diner: Diner): Promise<void> {
    const menu = (await (await step(diner.index, 'browse', '/api/menu')).json()) as {
      _id: string;
      optionGroups: { choices: { id: string; default: boolean }[] }[];
    }[];
    const withOptions = menu.filter((dish) => dish.optionGroups.length > 0);
    const dish = (withOptions.length > 0 ? withOptions : menu)[
      Math.floor(Math.random() * (withOptions.length || menu.length))
    ];
    if (!dish) throw new StepFailed('the menu is empty');
    const choices = dish.optionGroups.flatMap((group) =>
      group.choices.filter((choice) => choice.default).map((choice) => choice.id),
    );
    const added = await step(diner.index, 'add to cart', '/api/carts', {
      method: 'POST',
      headers: { ...auth(diner), 'idempotency-key': randomUUID() },
      body: { email: diner.email, menuID: dish._id, choices },
    });
    const { insertedId } = (await added.json()) as { insertedId: string };
    const intent = await step(diner.index, 'start paying', '/api/create-payment-intent', {
      method: 'POST',
      headers: auth(diner),
      body: {},
    });
    const { clientSecret, orderId } = (await intent.json()) as { clientSecret: string; orderId: string };
    const confirmed = await step(diner.index, 'pay with the test card', '/api/payments/test/confirm', {
      method: 'POST',
      headers: auth(diner),
      body: { clientSecret, card: CARD },
    });
    const { paymentIntent } = (await confirmed.json()) as { paymentIntent: { id: string } };
    await step(diner.index, 'record the payment', '/api/payments', {
      method: 'POST',
      headers: auth(diner),
      body: { email: diner.email, transactionId: paymentIntent.id, cartIds: [insertedId] },
    });
    diner.record.paidOrders.push(orderId);
    const recorded = performance.now();
    for (const deadline = Date.now() + 15_000; !diner.record.seenOnStream.has(orderId); ) {
      if (Date.now() > deadline) {
        const failure = { diner: diner.index, step: 'see the order live', status: null, reason: 'not on the stream' };
        report.failedAttempts.push(failure);
        report.failedSteps.push(failure);
        return;
      }
      await pause(50);
    }
    took('see the order live', recorded);
  }

  const diners = await Promise.all(Array.from({ length: options.diners }, (_, index) => signUp(index)));
  const closers = await Promise.all(diners.map(follow));
  const loops = diners.map(async (diner) => {
    while (!stopping) {
      try {
        await book(diner);
        await order(diner);
      } catch (error) {
        if (!(error instanceof StepFailed)) throw error;
      }
    }
  });

  return {
    paid: () => Math.min(...report.diners.map((diner) => diner.paidOrders.length)),
    async untilInFlight(count, ms) {
      for (const deadline = Date.now() + ms; inFlight < count; await pause(1)) {
        if (Date.now() > deadline) throw new Error(`fewer than ${count} requests were in flight for ${ms / 1000} s`);
      }
    },
    async untilOrders(orders, ms) {
      const deadline = Date.now() + ms;
      while (report.diners.some((diner) => diner.paidOrders.length < orders)) {
        if (Date.now() > deadline)
          throw new Error(`the diners did not pay ${orders} orders each within ${ms / 1000} s`);
        await pause(100);
      }
    },
    async stop() {
      stopping = true;
      await Promise.all(loops);
      for (const close of closers) close();
      return report;
    },
  };
}
