import type { CounterOrder } from '@bistro/contract/counter';
import type { FastifyInstance } from 'fastify';
import { requestAs, type SignedIn } from './helper.ts';

/** What a counter order says unless a test says otherwise (its payment it must say). */
export type CounterOrderChanges = Partial<CounterOrder> & Pick<CounterOrder, 'payment'>;

/** POST /api/counter-orders as `who`: Pat Phone's phone order of two of the dish, with the test's changes. */
export const enterCounterOrder = (app: FastifyInstance, who: SignedIn, dishId: string, order: CounterOrderChanges) =>
  requestAs(app, who, 'POST', '/api/counter-orders', {
    channel: 'phone',
    lines: [{ menuID: dishId, quantity: 2 }],
    name: 'Pat Phone',
    phone: '+1 555 010 0199',
    ...order,
  });
