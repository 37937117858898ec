import { useQuery } from '@tanstack/react-query';
import { FormAlert } from '@/components/ui/form-alert.tsx';
import { QueryState } from '@/components/ui/query-state.tsx';
import { useTranslate } from '@/lib/i18n.ts';
import { guestBookingQueryOptions, useCancelGuestBooking } from '../api/bookings.ts';
import { BookingItem } from './booking-item.tsx';

/** A guest's booking, opened by the signed key of their link: its status, and Change and Cancel until the cut-off. */
export function GuestBooking({ id, guestKey, timeZone }: { id: string; guestKey: string; timeZone: string }) {
  const t = useTranslate();
  const booking = useQuery(guestBookingQueryOptions(id, guestKey));
  const cancel = useCancelGuestBooking();
  return (
    <QueryState query={booking} what={t('booking.whatYour')}>
      {(loaded) => (
        <>
          <ul>
            <BookingItem
              booking={loaded}
              timeZone={timeZone}
              guestKey={guestKey}
              cancelling={cancel.isPending}
              onCancel={() => cancel.mutate({ id, guestKey })}
            />
          </ul>
          <FormAlert>{cancel.error ? t('booking.notCancelled', { reason: cancel.error.message }) : null}</FormAlert>
        </>
      )}
    </QueryState>
  );
}
