import { FormAlert } from '@/components/ui/form-alert.tsx';
import { confirmThenRun } from '@/lib/dialogs.ts';
import { useDownloadGuestOrderData, useEraseGuestOrderData } from '../api/guest-order-data.ts';

/**
 * A guest's own data, through their order's link: download it, or erase their name, address,
 * phone and note from this order (the link proves this order only; the books keep the rest).
 */
export function GuestOrderData({ id, orderKey }: { id: string; orderKey: string }) {
  const download = useDownloadGuestOrderData();
  const erase = useEraseGuestOrderData();
  return (
    <section aria-labelledby="guest-data-title" className="mt-10 space-y-3 rounded-box border border-base-300 p-4">
      <h2 id="guest-data-title" className="font-semibold text-lg">
        Your details on this order
      </h2>
      <p className="text-base-content/70 text-sm">
        Download what we keep about this order, or erase your name, email, phone and note from it once it is picked up
        or cancelled. The order and its payment stay in the restaurant’s books without them.
      </p>
      <FormAlert>{download.error ? `Your data could not be downloaded: ${download.error.message}` : null}</FormAlert>
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          className="btn btn-outline min-h-11"
          disabled={download.isPending}
          onClick={() => download.mutate({ id, orderKey })}
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
                text: 'Your name, email, phone and note are erased from this order. This cannot be undone.',
                confirmText: 'Erase my details',
              },
              action: () => erase.mutateAsync({ id, orderKey }),
              success: () => ({
                icon: 'success',
                title: 'Your details are erased',
                text: 'The order stays in the restaurant’s books without them.',
              }),
              failureTitle: 'Your details were not erased',
            })
          }
        >
          Erase my details
        </button>
      </div>
    </section>
  );
}
