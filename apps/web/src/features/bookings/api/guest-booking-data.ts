import { useMutation } from '@tanstack/react-query';
import { apiFile, apiRequest } from '@/lib/api-client.ts';
import { saveFile } from '@/lib/save-file.ts';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation.ts';
import { bookingsKey } from './bookings.ts';

interface GuestBookingRef {
  id: string;
  guestKey: string;
}

const dataPath = ({ id, guestKey }: GuestBookingRef) =>
  `/guest/bookings/${encodeURIComponent(id)}/data?key=${encodeURIComponent(guestKey)}`;

/** GET /api/guest/bookings/:id/data?key=: the guest's data (this booking), saved as a JSON file. */
async function downloadGuestBookingData(booking: GuestBookingRef): Promise<void> {
  saveFile(await apiFile(dataPath(booking), { authenticated: false }), 'bistro-boss-my-booking.json');
}

export const useDownloadGuestBookingData = () => useMutation({ mutationFn: downloadGuestBookingData });

/** DELETE /api/guest/bookings/:id/data?key=: erases the guest's details from this booking; the page reads it again. */
export const useEraseGuestBookingData = () =>
  useInvalidatingMutation(
    (booking: GuestBookingRef) =>
      apiRequest<{ erasedBookings: number }>(dataPath(booking), { method: 'DELETE', authenticated: false }),
    bookingsKey,
  );
