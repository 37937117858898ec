import { FormAlert } from '@/components/ui/form-alert.tsx';
import { confirmThenRun } from '@/lib/dialogs.ts';
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
    <section
      aria-labelledby="guest-booking-data-title"
      className="mt-10 space-y-3 rounded-box border border-base-300 p-4"
    >
      <h2 id="guest-booking-data-title" className="font-semibold text-lg">
        Your details on this booking
      </h2>
      <p className="text-base-content/70 text-sm">
        Download what we keep about this booking, or delete your name, email, phone and note from it once it is
        cancelled or your visit is over. The restaurant keeps its date, time and party size without them.
      </p>
      <FormAlert>{download.error ? `Your data could not be downloaded: ${download.error.message}` : null}</FormAlert>
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          className="btn btn-outline min-h-11"
          disabled={download.isPending}
          onClick={() => download.mutate({ id, guestKey })}
        >
          {download.isPending ? 'Preparing your data…' : 'Download my data'}
        </button>
        <button
          type="button"
          className="btn btn-error btn-outline min-h-11"
          disabled={erase.isPending}
          onClick={() =>
            confirmThenRun({
              confirm: {
                text: 'Your name, email, phone and note are deleted from this booking. This cannot be undone.',
                confirmText: 'Delete my details',
              },
              action: () => erase.mutateAsync({ id, guestKey }),
              success: () => ({
                icon: 'success',
                title: 'Your details are deleted',
                text: 'The booking stays with the restaurant without them.',
              }),
              failureTitle: 'Your details were not deleted',
            })
          }
        >
          Delete my details
        </button>
      </div>
    </section>
  );
}
