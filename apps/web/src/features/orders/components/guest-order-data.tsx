import { GuestDataPanel } from '@/components/ui/guest-data-panel.tsx';
import { useDownloadGuestOrderData, useEraseGuestOrderData } from '../api/guest-order-data.ts';

/**
 * A guest's own data, through their order's link: download it, or erase their name, address,
 * phone and note from this order (the link proves this order only; the books keep the rest).
 */
export function GuestOrderData({ id, orderKey }: { id: string; orderKey: string }) {
  const download = useDownloadGuestOrderData();
  const erase = useEraseGuestOrderData();
  return (
    <GuestDataPanel
      heading="Your details on this order"
      explanation="Download what we keep about this order, or erase your name, email, phone and note from it once it is picked up or cancelled. The order and its payment stay in the restaurant’s books without them."
      download={{ run: () => download.mutate({ id, orderKey }), pending: download.isPending, error: download.error }}
      erase={{
        run: () => erase.mutateAsync({ id, orderKey }),
        pending: erase.isPending,
        label: 'Erase my details',
        warning: 'Your name, email, phone and note are erased from this order. This cannot be undone.',
        done: { title: 'Your details are erased', text: 'The order stays in the restaurant’s books without them.' },
        failureTitle: 'Your details were not erased',
      }}
    />
  );
}
