import { format, fromMajor } from '@bistro/contract/money';
import type { StartedTabPayment, Tab, TabReceipt } from '@bistro/contract/tables';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useId, useState } from 'react';
import { useLanguage, useTranslate } from '@/lib/i18n.ts';
import { refreshQueries } from '@/lib/refresh-queries.ts';
import { completeTabPayment, startTabPayment } from '../api/tab-payments.ts';
import { tableAtHandKey } from '../api/table-at-hand.ts';
import { PayTabForm } from './pay-tab-form.tsx';

/** The card form of the restaurant's provider, for a share held: confirmed, `complete` records the payment. */
export type TabCardForm = (payment: { clientSecret: string; complete: () => Promise<void> }) => ReactNode;

interface PayTabProps {
  code: string;
  tab: Tab;
  tipPresets: readonly number[];
  card: TabCardForm;
  /** Once a payment from this phone is recorded, with its receipt. */
  onPaid: (receipt: TabReceipt) => void;
}

/**
 * Paying from this phone: the payer chooses their share and tip (the share is then held for them
 * while they give their card) and pays by card; the tab shows the payment at once.
 */
export function PayTab({ code, tab, tipPresets, card, onPaid }: PayTabProps) {
  const t = useTranslate();
  const { language } = useLanguage();
  const headingId = useId();
  const queryClient = useQueryClient();
  const [started, setStarted] = useState<StartedTabPayment | null>(null);

  const complete = async () => {
    if (!started) return;
    onPaid(await completeTabPayment(code, started.paymentId));
    setStarted(null);
    await refreshQueries(queryClient, tableAtHandKey(code));
  };

  return (
    <section aria-labelledby={headingId} className="space-y-4 rounded bg-base-100 p-4 shadow">
      <h2 id={headingId} className="font-display text-xl">
        {t('table.pay.heading')}
      </h2>
      {started ? (
        <div className="space-y-3">
          <p className="font-semibold">{t('table.pay.byCard', { amount: format(fromMajor(started.amount)) })}</p>
          {card({ clientSecret: started.clientSecret, complete })}
        </div>
      ) : (
        tab.due > 0 && (
          <PayTabForm
            tab={tab}
            tipPresets={tipPresets}
            onHold={async (payment) => setStarted(await startTabPayment(code, { ...payment, language }))}
          />
        )
      )}
    </section>
  );
}
