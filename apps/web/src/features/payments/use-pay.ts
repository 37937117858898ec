import { useState } from 'react';
import { useTranslate } from '@/lib/i18n.ts';

/**
 * The Pay button of either card form: `pay(confirm)` has the provider confirm the card (answering
 * the intent's id), then hands it on; while that runs `paying` is set, and a failure is kept in words.
 */
export function usePay(onConfirmed: (intentId: string) => Promise<void>) {
  const t = useTranslate();
  const [paying, setPaying] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function pay(confirm: () => Promise<string>) {
    setPaying(true);
    setFailure(null);
    try {
      await onConfirmed(await confirm());
    } catch (error) {
      setFailure(error instanceof Error ? error.message : t('card.didNotGoThrough'));
    } finally {
      setPaying(false);
    }
  }

  return { paying, failure, setFailure, pay };
}
