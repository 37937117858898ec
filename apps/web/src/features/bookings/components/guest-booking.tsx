import { useQuery } from '@tanstack/react-query';
import { FormAlert } from '@/components/ui/form-alert.tsx';
import { QueryState } from '@/components/ui/query-state.tsx';
import { guestBookingQueryOptions, useCancelGuestBooking } from '../api/bookings.ts';
import { BookingItem } from './booking-item.tsx';

/** A guest's booking, opened by the signed key of their link: its status, and Change and Cancel until the cut-off. */
export function GuestBooking({ id, guestKey, timeZone }: { id: string; guestKey: string; timeZone: string }) {
  const booking = useQuery(guestBookingQueryOptions(id, guestKey));
  const cancel = useCancelGuestBooking();
  return (
    <QueryState query={booking} what="your booking">
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
          <FormAlert>{cancel.error ? `The booking could not be cancelled: ${cancel.error.message}` : null}</FormAlert>
        </>
      )}
    </QueryState>
  );
}
