import { GuestDataPanel } from '@/components/ui/guest-data-panel.tsx';
import { useTranslate } from '@/lib/i18n.ts';
import { useDownloadGuestOrderData, useEraseGuestOrderData } from '../api/guest-order-data.ts';

/**
 * A guest's own data, through their order's link: download it, or erase their name, address,
 * phone and note from this order (the link proves this order only; the books keep the rest).
 */
export function GuestOrderData({ id, orderKey }: { id: string; orderKey: string }) {
  const download = useDownloadGuestOrderData();
  const erase = useEraseGuestOrderData();
  const t = useTranslate();
  return (
    <GuestDataPanel
      heading={t('guestData.orderHeading')}
      explanation={t('guestData.orderExplanation')}
      download={{ run: () => download.mutate({ id, orderKey }), pending: download.isPending, error: download.error }}
      erase={{
        run: () => erase.mutateAsync({ id, orderKey }),
        pending: erase.isPending,
        label: t('guestData.erase'),
        warning: t('guestData.eraseWarning'),
        done: { title: t('guestData.erased'), text: t('guestData.erasedText') },
        failureTitle: t('guestData.notErased'),
      }}
    />
  );
}
