import type {
  BookingChanged,
  BookingCreated,
  BookingFloor,
  BookingRules,
  BookingSetup,
  BookingStatus,
  BookingView,
  ChangeBooking,
  CreateBooking,
  DeclineAll,
  DeclinedAll,
  FirstFreeDay,
  Slot,
  TableChoices,
  WalkIn,
} from '@bistro/contract/bookings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation.ts';

/** The key of every bookings query: a new or changed booking refreshes the times and the lists. */
export const bookingsKey = ['bookings'] as const;

/** GET /api/bookings/rules (public): the largest party online, days ahead, cut-off, the phone. */
export const useBookingRules = () =>
  useQuery(
    queryOptions({
      queryKey: [...bookingsKey, 'rules'],
      queryFn: ({ signal }) => apiRequest<BookingRules>('/bookings/rules', { signal, authenticated: false }),
    }),
  );

/**
 * The times shown stay current while a form shows them: asked again every 30 s and whenever the
 * page is looked at again, so a table booked meanwhile leaves the list before Book is pressed.
 */
const followingTheTables = { refetchInterval: 30_000, refetchOnWindowFocus: 'always' } as const;

/** GET /api/bookings/slots (public): a day's times for a party, each free or not. */
export const useSlots = (date: string, party: number) =>
  useQuery(
    queryOptions({
      queryKey: [...bookingsKey, 'slots', date, party],
      queryFn: ({ signal }) =>
        apiRequest<Slot[]>(`/bookings/slots?date=${encodeURIComponent(date)}&party=${party}`, {
          signal,
          authenticated: false,
        }),
      enabled: date !== '',
      ...followingTheTables,
    }),
  );

/** GET /api/bookings/first-free-day (public): the first day with a free time for the party, where the reservation form opens. */
export const useFirstFreeDay = (party: number) =>
  useQuery(
    queryOptions({
      queryKey: [...bookingsKey, 'first-free-day', party],
      queryFn: ({ signal }) =>
        apiRequest<FirstFreeDay>(`/bookings/first-free-day?party=${party}`, { signal, authenticated: false }),
    }),
  );

/**
 * POST /api/bookings (a guest's: /api/guest/bookings, without an account): 201 `{ id, status }`,
 * or a 409 whose details carry the nearest free times.
 */
export const createBooking = (booking: CreateBooking, guest = false) =>
  apiRequest<BookingCreated>(guest ? '/guest/bookings' : '/bookings', {
    method: 'POST',
    body: booking,
    authenticated: !guest,
  });
export const useCreateBooking = (guest = false) =>
  useInvalidatingMutation((booking: CreateBooking) => createBooking(booking, guest), bookingsKey);

/** A booking's own address: its diner's, or a guest's by the signed key of their link (no account). */
const bookingPath = (id: string, guestKey: string | undefined, rest = '') =>
  guestKey
    ? `/guest/bookings/${encodeURIComponent(id)}${rest}?key=${encodeURIComponent(guestKey)}`
    : `/bookings/${encodeURIComponent(id)}${rest}?`;

/** GET /api/bookings/:id/slots (a guest's: /api/guest/bookings/:id/slots): the times for a change, its own table free to it. */
export const useChangeSlots = (id: string, date: string, party: number, guestKey?: string) =>
  useQuery(
    queryOptions({
      queryKey: [...bookingsKey, 'slots', date, party, id],
      queryFn: ({ signal }) =>
        apiRequest<Slot[]>(`${bookingPath(id, guestKey, '/slots')}&date=${encodeURIComponent(date)}&party=${party}`, {
          signal,
          authenticated: !guestKey,
        }),
      enabled: date !== '',
      ...followingTheTables,
    }),
  );

/** PUT /api/bookings/:id/visit (a guest's: under /api/guest/bookings): a new day, time or party size; a 409 as for a new booking. */
export const changeBooking = ({
  id,
  guestKey,
  ...visit
}: ChangeBooking & { id: string; guestKey?: string | undefined }) =>
  apiRequest<BookingChanged>(bookingPath(id, guestKey, '/visit'), {
    method: 'PUT',
    body: visit,
    authenticated: !guestKey,
  });
export const useChangeBooking = () => useInvalidatingMutation(changeBooking, bookingsKey);

/** GET /api/guest/bookings/:id?key=: a guest's booking, opened by the signed key of their link. */
export const guestBookingQueryOptions = (id: string, guestKey: string) =>
  queryOptions({
    queryKey: [...bookingsKey, 'guest', id],
    queryFn: ({ signal }) => apiRequest<BookingView>(bookingPath(id, guestKey), { signal, authenticated: false }),
  });

/** PATCH /api/guest/bookings/:id?key=: a guest cancels their booking, until the cut-off. */
export const cancelGuestBooking = ({ id, guestKey }: { id: string; guestKey: string }) =>
  apiRequest<BookingView>(bookingPath(id, guestKey), {
    method: 'PATCH',
    body: { status: 'cancelled' },
    authenticated: false,
  });
export const useCancelGuestBooking = () => useInvalidatingMutation(cancelGuestBooking, bookingsKey);

/** GET /api/bookings?mine=true: the diner's own bookings, latest first. */
export const myBookingsQueryOptions = () =>
  queryOptions({
    queryKey: [...bookingsKey, 'mine'],
    queryFn: ({ signal }) => apiRequest<BookingView[]>('/bookings?mine=true', { signal }),
  });

/** GET /api/bookings?date= (staff): the day's bookings (kept live by the stream, see booking-events.ts). */
export const dayBookingsQueryOptions = (date: string) =>
  queryOptions({
    queryKey: [...bookingsKey, 'day', date],
    queryFn: ({ signal }) => apiRequest<BookingView[]>(`/bookings?date=${encodeURIComponent(date)}`, { signal }),
  });

/**
 * GET /api/bookings?status=pending (staff): the requests waiting for staff, of every day from now
 * on, soonest first (kept live by the stream, see booking-events.ts; read again each minute for
 * the dashboard menu's count, which has no stream).
 */
export const pendingRequestsQueryOptions = () =>
  queryOptions({
    queryKey: [...bookingsKey, 'requests'],
    queryFn: ({ signal }) => apiRequest<BookingView[]>('/bookings?status=pending', { signal }),
    refetchInterval: 60_000,
  });

/** GET /api/bookings/floor?date= (staff): the tables and the day's booking hours, for the timeline. */
export const floorQueryOptions = (date: string) =>
  queryOptions({
    queryKey: [...bookingsKey, 'floor', date],
    queryFn: ({ signal }) => apiRequest<BookingFloor>(`/bookings/floor?date=${encodeURIComponent(date)}`, { signal }),
  });

/** PATCH /api/bookings/:id: staff move a booking on; its diner cancels it. */
export const updateBooking = ({ id, status, reason }: { id: string; status: BookingStatus; reason?: string }) =>
  apiRequest<BookingView>(`/bookings/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: reason ? { status, reason } : { status },
    forbiddenIsAnAnswer: true,
  });
export const useUpdateBooking = () => useInvalidatingMutation(updateBooking, bookingsKey);

/** POST /api/bookings/:id/decline-all (staff): every request waiting from this booking's email or client address, declined. */
export const declineAll = ({ id, ...decline }: DeclineAll & { id: string }) =>
  apiRequest<DeclinedAll>(`/bookings/${encodeURIComponent(id)}/decline-all`, { method: 'POST', body: decline });
export const useDeclineAll = () => useInvalidatingMutation(declineAll, bookingsKey);

/** GET /api/bookings/:id/tables (staff): the tables and combinations that seat the booking's party, each free or not. */
export const tableChoicesQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...bookingsKey, 'tables', id],
    queryFn: ({ signal }) => apiRequest<TableChoices>(`/bookings/${encodeURIComponent(id)}/tables`, { signal }),
    staleTime: 0,
  });

/** PUT /api/bookings/:id/tables (staff): the booking seated at the chosen tables, or a 409 saying why not (taken). */
export const chooseTables = ({ id, tables }: { id: string; tables: string[] }) =>
  apiRequest<BookingView>(`/bookings/${encodeURIComponent(id)}/tables`, { method: 'PUT', body: { tables } });
export const useChooseTables = () => useInvalidatingMutation(chooseTables, bookingsKey);

/** POST /api/bookings/walk-ins (staff): the seated walk-in, or a 409 saying why no table is free now. */
export const seatWalkIn = (walkIn: WalkIn) =>
  apiRequest<BookingView>('/bookings/walk-ins', { method: 'POST', body: walkIn });
export const useSeatWalkIn = () => useInvalidatingMutation(seatWalkIn, bookingsKey);

/** GET and PUT /api/bookings/setup (admins). */
export const bookingSetupQueryOptions = () =>
  queryOptions({
    queryKey: [...bookingsKey, 'setup'],
    queryFn: ({ signal }) => apiRequest<BookingSetup>('/bookings/setup', { signal }),
  });
export const saveBookingSetup = (setup: BookingSetup) =>
  apiRequest<BookingSetup>('/bookings/setup', { method: 'PUT', body: setup });
export const useSaveBookingSetup = () => useInvalidatingMutation(saveBookingSetup, bookingsKey);
