import { type Language, type OfferedLanguages, offeredOrDefault } from '@bistro/contract/languages';
import { format, money } from '@bistro/contract/money';
import { clockWords, translatorFor } from '../languages/index.ts';
import type { MailMessage } from '../mail/index.ts';
import type { TabPaymentRecord } from './tables-repository.ts';

export interface TabMailParts {
  restaurantName(): string;
  timeZone: string;
  languages(): OfferedLanguages;
}

/**
 * The mails of a table's payers (docs/tables.md), each in the language of the page the payment was
 * made from (the restaurant's default where it is not offered, or for staff's): the receipt, and
 * a refund of a round that goes back to them.
 */
export function createTabMail(parts: TabMailParts) {
  const clock = clockWords(parts.timeZone);
  const languageOf = (payment: Pick<TabPaymentRecord, 'language'>): Language =>
    offeredOrDefault(payment.language ?? undefined, parts.languages());
  const inCurrency = (cents: number, payment: Pick<TabPaymentRecord, 'currency'>) =>
    format(money(cents, payment.currency));

  return {
    /** The payer's receipt, to the address they gave. */
    receipt(payment: TabPaymentRecord, table: string, tabClosed: boolean): MailMessage {
      const language = languageOf(payment);
      const t = translatorFor(language);
      const total = inCurrency(payment.amountCents + payment.tipCents, payment);
      return {
        to: payment.email ?? '',
        subject: t('tabMail.receiptSubject', { restaurant: parts.restaurantName(), total, table }),
        text: [
          t('tabMail.paid', { total, table, when: clock.on(payment.paidAt ?? payment.createdAt)(language) }),
          t('tabMail.share', {
            share: inCurrency(payment.amountCents, payment),
            tax: inCurrency(payment.taxCents, payment),
          }),
          t('tabMail.tip', { tip: inCurrency(payment.tipCents, payment) }),
          t('tabMail.reference', { reference: payment.id }),
          tabClosed ? t('tabMail.billPaid') : '',
        ]
          .filter(Boolean)
          .join('\n'),
      };
    },

    /** What of the payment a refund of a round gives back, why, and how. */
    refunded(payment: TabPaymentRecord, table: string, amountCents: number, reason: string): MailMessage {
      const t = translatorFor(languageOf(payment));
      const amount = inCurrency(amountCents, payment);
      return {
        to: payment.email ?? '',
        subject: t('tabMail.refundSubject', { restaurant: parts.restaurantName(), amount, table }),
        text: [
          t('tabMail.refunded', { amount, table, reason }),
          t(payment.intentId ? 'tabMail.toYourCard' : 'tabMail.atTheTable'),
          t('tabMail.reference', { reference: payment.id }),
        ].join('\n'),
      };
    },
  };
}

export type TabMail = ReturnType<typeof createTabMail>;
