import { GuestDataPanel } from '@/components/ui/guest-data-panel.tsx';
import { useDownloadGuestBookingData, useEraseGuestBookingData } from '../api/guest-booking-data.ts';

/**
 * A guest's own data, through their booking's link: download it, or delete their name, email,
 * phone and note from this booking once its visit is over or it is cancelled (the link proves
 * this booking only; the restaurant keeps its date, time and party size).
 */
export function GuestBookingData({ id, guestKey }: { id: string; guestKey: string }) {
  const download = useDownloadGuestBookingData();
  const erase = useEraseGuestBookingData();
  return (
    <GuestDataPanel
      heading="Your details on this booking"
      explanation="Download what we keep about this booking, or delete your name, email, phone and note from it once it is cancelled or your visit is over. The restaurant keeps its date, time and party size without them."
      download={{ run: () => download.mutate({ id, guestKey }), pending: download.isPending, error: download.error }}
      erase={{
        run: () => erase.mutateAsync({ id, guestKey }),
        pending: erase.isPending,
        label: 'Delete my details',
        warning: 'Your name, email, phone and note are deleted from this booking. This cannot be undone.',
        done: { title: 'Your details are deleted', text: 'The booking stays with the restaurant without them.' },
        failureTitle: 'Your details were not deleted',
      }}
    />
  );
}
