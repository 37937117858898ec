import { formatPrice } from '@bistro/contract/money';
import { pagePaths } from '@bistro/contract/pages';
import type { MailMessage } from '../mail/mailer.ts';
import type { OrderLineRecord, OrderRecord } from './orders-repository.ts';

const linesText = (lines: OrderLineRecord[]) =>
  lines.map(
    (line) => `  ${line.quantity} × ${line.name} — ${formatPrice((line.quantity * line.unitPriceCents) / 100)}`,
  );

/** The diner's notices: the order is paid, and it is ready to pick up. Links from PUBLIC_URL. */
export function orderMail(publicUrl: string) {
  const link = (order: OrderRecord) => `${publicUrl}${pagePaths.order(order.id)}`;
  return {
    paid(order: OrderRecord, lines: OrderLineRecord[]): MailMessage {
      return {
        to: order.email,
        subject: `Bistro Boss: order #${order.number} is paid`,
        link: link(order),
        text: [
          `Hello ${order.customerName},`,
          '',
          `Thank you: we have your payment for order #${order.number}, and the kitchen has it.`,
          '',
          ...linesText(lines),
          `  Total: ${formatPrice(order.totalCents / 100)}`,
          '',
          `Follow it here: ${link(order)}`,
          'We will write again when it is ready to pick up.',
        ].join('\n'),
      };
    },

    ready(order: OrderRecord): MailMessage {
      return {
        to: order.email,
        subject: `Bistro Boss: order #${order.number} is ready`,
        link: link(order),
        text: [
          `Hello ${order.customerName},`,
          '',
          `Your order #${order.number} is ready: come and pick it up at the counter.`,
          '',
          link(order),
        ].join('\n'),
      };
    },
  };
}

export type OrderMail = ReturnType<typeof orderMail>;
