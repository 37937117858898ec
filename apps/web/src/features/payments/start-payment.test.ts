import { money } from '@bistro/contract/money';
import { describe, expect, it } from 'vitest';
import { type PaymentAsk, startPayment } from './start-payment.ts';

const request = { pickup: 'asap', note: 'No onions' };
const intent = { clientSecret: 'secret_1', orderId: 'order-1' };
const noTime = 'There is no pickup time to order for.';
const language = 'fr';

describe('starting a payment', () => {
  it('makes the order for the total the diner sees, with the tip, code, pickup, note and phone', async () => {
    const asked: PaymentAsk[] = [];
    const started = await startPayment({
      request,
      language,
      noTime,
      total: money(2450),
      choices: { tip: { percent: 15 }, promoCode: 'SPRING10' },
      contact: async () => ({ phone: '+1 555 010 0199' }),
      makeOrder: async (ask) => {
        asked.push(ask);
        return intent;
      },
    });
    expect(started).toEqual(intent);
    expect(asked).toEqual([
      {
        price: 24.5,
        tip: { percent: 15 },
        promoCode: 'SPRING10',
        pickup: 'asap',
        note: 'No onions',
        phone: '+1 555 010 0199',
        language: 'fr',
      },
    ]);
  });

  it('sends nothing while there is no pickup time, or a contact detail is missing', async () => {
    const makeOrder = async () => {
      throw new Error('no order should be made');
    };
    await expect(
      startPayment({ request: null, language, noTime, total: money(2450), choices: {}, makeOrder }),
    ).rejects.toThrow(noTime);
    let refused = false;
    await expect(
      startPayment({
        request,
        language,
        noTime,
        total: money(2450),
        choices: {},
        contact: async () => {
          throw new Error('Enter a phone number the restaurant can call.');
        },
        makeOrder,
        onRefused: () => {
          refused = true;
        },
      }),
    ).rejects.toThrow('Enter a phone number the restaurant can call.');
    expect(refused).toBe(false);
  });

  it('tells the page when the server refuses the order, and passes the reason on', async () => {
    let refused = false;
    await expect(
      startPayment({
        request,
        language,
        noTime,
        total: money(2450),
        choices: {},
        makeOrder: async () => {
          throw new Error('Your cart changed: its total is now $26.00. Check it and pay again.');
        },
        onRefused: () => {
          refused = true;
        },
      }),
    ).rejects.toThrow('Your cart changed');
    expect(refused).toBe(true);
  });
});
