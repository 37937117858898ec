import { GuestDataPanel } from '@/components/ui/guest-data-panel.tsx';
import { useTranslate } from '@/lib/i18n.ts';
import { useDownloadGuestBookingData, useEraseGuestBookingData } from '../api/guest-booking-data.ts';

/**
 * A guest's own data, through their booking's link: download it, or delete their name, email,
 * phone and note from this booking once its visit is over or it is cancelled (the link proves
 * this booking only; the restaurant keeps its date, time and party size).
 */
export function GuestBookingData({ id, guestKey }: { id: string; guestKey: string }) {
  const download = useDownloadGuestBookingData();
  const erase = useEraseGuestBookingData();
  const t = useTranslate();
  return (
    <GuestDataPanel
      heading={t('guestData.bookingHeading')}
      explanation={t('guestData.bookingExplanation')}
      download={{ run: () => download.mutate({ id, guestKey }), pending: download.isPending, error: download.error }}
      erase={{
        run: () => erase.mutateAsync({ id, guestKey }),
        pending: erase.isPending,
        label: t('guestData.delete'),
        warning: t('guestData.deleteWarning'),
        done: { title: t('guestData.deleted'), text: t('guestData.deletedText') },
        failureTitle: t('guestData.notDeleted'),
      }}
    />
  );
}
