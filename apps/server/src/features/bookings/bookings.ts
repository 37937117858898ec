import {
  type BookingChanged,
  type BookingCreated,
  type BookingFloor,
  type BookingRules,
  type BookingSetup,
  type BookingView,
  type ChangeBooking,
  type CreateBooking,
  type DeclineAll,
  type DeclinedAll,
  type FirstFreeDay,
  HOLDING_STATUSES,
  type Slot,
  stayFor,
  type TableChoices,
  tablesLabel,
  type UpdateBooking,
  type WalkIn,
} from '@bistro/contract/bookings';
import { isStaffRole, type Role } from '@bistro/contract/identity';
import { type Language, type OfferedLanguages, offeredOrDefault } from '@bistro/contract/languages';
import { ERASED_DINER } from '@bistro/contract/privacy';
import { dayAfter, dayBounds, localDay } from '@bistro/contract/restaurant-clock';
import { type Db, type DbOrTx, lockUntilCommit } from '../../db/connect.ts';
import { type IdempotentRequest, onceByKey } from '../../db/idempotency.ts';
import { conflict, notFound } from '../../http/problems.ts';
import type { Clock } from '../../plugins/app/clock.ts';
import { translatorFor, wordsOf } from '../languages/index.ts';
import type { LiveStream } from '../live/index.ts';
import type { Schedule } from '../restaurant/index.ts';
import {
  aroundDays,
  type Booker,
  callUs,
  cancellable,
  checkChosenTables,
  checkStatusChange,
  checkVisitChange,
  confirmsAgain,
  holdsUntil,
  owns,
  refused,
  refuseLargeParty,
  refuseTakenTable,
  refuseTooMany,
  requestsSince,
  seatingAsked,
  seatingsFor,
  slotsOf,
  tableChoices,
  tablesForChange,
  withTables,
} from './booking-rules.ts';
import { bookingHoursOn, clockTimeOf, freeTable, seatingsOn } from './booking-times.ts';
import { type BookingRecord, createBookingsRepository, type RequestsFrom } from './bookings-repository.ts';
import type { GuestBookingKeys } from './guest-booking-keys.ts';
import { createVisits } from './visits.ts';

const MINUTE = 60_000;
/** One lock for every new booking: the free tables counted and the booking that takes one, together. */
const BOOKING_LOCK = 'bookings';

/** Who seated a party: a member of staff or an admin. */
export type SeatedBy = { id: string; email: string; role: Role };
/** Told once staff seated a party (a walk-in, or a booking moved to seated): its tables, and who seated it. */
export type SeatedListener = (seated: { tables: string[]; by: SeatedBy }) => Promise<void>;

/** What happened to a booking, for the diner's mail. */
export type BookingEvent = 'requested' | 'confirmed' | 'declined' | 'cancelled' | 'changed';

interface BookingsParts {
  db: Db;
  /** Where every change of a booking is published for the live streams. */
  live: Pick<LiveStream, 'publish'>;
  clock: Clock;
  timeZone: string;
  /**
   * The restaurant's opening hours now (closed days and dated exceptions); read through `tx` when
   * not in memory, since PGlite runs one transaction at a time.
   */
  schedule: (tx?: DbOrTx) => Promise<Schedule>;
  /** The restaurant's phone as it stands, for parties larger than the set-up takes online. */
  phone: () => string | null;
  /** Whether visitors may book without an account while the owner has not chosen (GUEST_BOOKINGS). */
  guestsByDefault: boolean;
  /** The languages the site offers now, its default first: a booking's mails are in one of them. */
  languages(): OfferedLanguages;
  /** The signed keys that open a guest's booking. */
  guestKeys: GuestBookingKeys;
  /** Told after a booking is made or changes status (the diner's mail). */
  onEvent: (booking: BookingRecord, event: BookingEvent) => void;
  /** Told of each booking a diner (or a guest) made, not staff: the restaurant's notice. */
  onBooked: (booking: BookingRecord) => void;
}

/**
 * Table bookings (see docs/bookings.md). A new booking takes the smallest free table that seats
 * the party for its whole stay (or, when none does, the smallest free combination of tables),
 * under one lock for all new bookings, so that two diners never get the same table at overlapping
 * times however many ask at once.
 */
export function createBookings({
  db,
  live,
  clock,
  timeZone,
  schedule,
  phone,
  guestsByDefault,
  languages,
  guestKeys,
  onEvent,
  onBooked,
}: BookingsParts) {
  const repository = createBookingsRepository(db, live);
  const seatedListeners: SeatedListener[] = [];
  const seated = async (booking: BookingRecord, by: SeatedBy) => {
    for (const listener of seatedListeners) await listener({ tables: booking.tableNames, by });
  };

  /** Whether the booker holds the booking (its diner, or a guest with its key) or is staff. */
  const holds = (booking: BookingRecord, booker: Booker) =>
    owns(booking, booker, (key) => guestKeys.opens(booking, key, clock.now()));
  const mayChange = (booking: BookingRecord, booker: Booker) => holds(booking, booker) || isStaffRole(booker.role);

  const viewOf = (booking: BookingRecord, setup: BookingSetup, now: Date): BookingView => ({
    id: booking.id,
    date: localDay(booking.startsAt, timeZone),
    time: clockTimeOf(booking.startsAt, timeZone),
    startsAt: booking.startsAt.toISOString(),
    endsAt: booking.endsAt.toISOString(),
    party: booking.party,
    table: tablesLabel(booking.tableNames),
    tables: booking.tableNames,
    name: booking.name,
    phone: booking.phone,
    email: booking.email,
    note: booking.note,
    status: booking.status,
    reason: booking.reason,
    cancellable: cancellable(booking, setup, now),
    holdsUntil: holdsUntil(booking, setup)?.toISOString() ?? null,
    createdAt: booking.createdAt.toISOString(),
  });

  /**
   * The bookings that hold tables in [from, to) (requests waiting for staff only within their
   * hold); the booking `except` (one being changed) holds none.
   */
  const holdingBetween = (
    from: Date,
    to: Date,
    { setup, now, tx = db, except }: { setup: BookingSetup; now: Date; tx?: DbOrTx; except?: string },
  ) =>
    repository.holding(from, to, {
      tx,
      ...(except === undefined ? {} : { except }),
      requestsSince: requestsSince(setup, now),
    });

  /** A day's seatings for the party (see `seatingsFor`); the tables held by the booking `except` (one being changed) count as free. */
  const dayOf = (date: string, party: number, setup: BookingSetup, now: Date, tx: DbOrTx = db, except?: string) =>
    seatingsFor(
      {
        schedule: () => schedule(tx),
        holding: (from, to) =>
          holdingBetween(from, to, { setup, now, tx, ...(except === undefined ? {} : { except }) }),
      },
      { date, party, setup, now, timeZone },
    );

  /** A day's times for a party, each available when a table is free for its whole stay (`except`: as in `dayOf`). */
  async function timesOf(date: string, party: number, except?: string): Promise<Slot[]> {
    const setup = await repository.setup();
    refuseLargeParty(setup, party, phone());
    return slotsOf(await dayOf(date, party, setup, clock.now(), db, except));
  }

  /** The set-up with whether guests may book now: the owner's choice, else GUEST_BOOKINGS. */
  const withGuests = (setup: BookingSetup): BookingSetup & { guests: boolean } => ({
    ...setup,
    guests: setup.guests ?? guestsByDefault,
  });

  return {
    setup: async () => withGuests(await repository.setup()),

    async saveSetup(setup: BookingSetup): Promise<BookingSetup> {
      await repository.saveSetup(setup, clock.now());
      return withGuests(await repository.setup());
    },

    async rules(): Promise<BookingRules> {
      const setup = withGuests(await repository.setup());
      return {
        largestParty: setup.largestParty,
        daysAhead: setup.daysAhead,
        cancelCutoffMinutes: setup.cancelCutoffMinutes,
        phone: phone(),
        guests: setup.guests,
        open: setup.tables.length > 0,
      };
    },

    /** The day's times for a party on the restaurant's clock, each with whether a table is free for its whole stay. */
    slots: (date: string, party: number): Promise<Slot[]> => timesOf(date, party),

    /**
     * The first day, from today on the restaurant's clock to the last it books ahead, with a time
     * a table is free for the party; null when there is none. The forms open on it, so that after
     * the evening's last seating a diner is offered tomorrow's tables instead of an empty day.
     */
    async firstFreeDay(party: number): Promise<FirstFreeDay> {
      const setup = await repository.setup();
      refuseLargeParty(setup, party, phone());
      const now = clock.now();
      const today = localDay(now, timeZone);
      const last = dayAfter(today, setup.daysAhead);
      const hours = { schedule: await schedule(), setup, timeZone };
      const { from, to } = aroundDays(today, last, timeZone);
      const held = await holdingBetween(from, to, { setup, now });
      for (let date = today; date <= last; date = dayAfter(date)) {
        const day = withTables(seatingsOn(date, party, hours), { party, setup, now, held });
        if (day.some((seating) => seating.tables)) return { date };
      }
      return { date: null };
    },

    /**
     * A new booking on the smallest free table or combination (201), or a 409 with the reason and
     * the nearest free times, or saying that the diner holds as many bookings to come as allowed.
     * With an Idempotency-Key, a retry answers the first request's booking and books nothing more.
     */
    async create(
      input: CreateBooking,
      booker: Booker,
      idempotent: IdempotentRequest | null = null,
    ): Promise<BookingCreated> {
      const now = clock.now();
      // Set only when this request booked: a retry with the same Idempotency-Key answers the first one's booking.
      let booked: BookingRecord | undefined;
      const created = await onceByKey(db, idempotent, async (tx): Promise<BookingCreated> => {
        const setup = await repository.setup(tx);
        refuseLargeParty(setup, input.party, phone());
        await lockUntilCommit(tx, BOOKING_LOCK);
        // Staff book for diners who call, as many as they are asked for.
        if (!isStaffRole(booker.role)) {
          refuseTooMany(
            setup,
            await repository.toCome({ userId: booker.userId, email: input.email }, now, tx),
            phone(),
          );
        }
        const wanted = seatingAsked(await dayOf(input.date, input.party, setup, now, tx), input, timeZone);
        const { tables } = wanted;
        const booking = await repository.insert(
          {
            userId: booker.userId,
            name: input.name,
            phone: input.phone,
            email: input.email,
            note: input.note || null,
            party: input.party,
            tableNames: tables.map((table) => table.name),
            startsAt: wanted.start,
            endsAt: wanted.end,
            status: setup.confirm === 'auto' ? 'confirmed' : 'pending',
            requestedFrom: booker.address ?? null,
            language: offeredOrDefault(input.language, languages()),
            createdAt: now,
            updatedAt: now,
          },
          tx,
        );
        booked = booking;
        return {
          id: booking.id,
          status: booking.status,
          ...(booking.userId === null ? { key: guestKeys.keyFor(booking) } : {}),
        };
      });
      if (booked) {
        onEvent(booked, booked.status === 'confirmed' ? 'confirmed' : 'requested');
        if (!isStaffRole(booker.role)) onBooked(booked);
      }
      return created;
    },

    /** A guest's booking, opened by the key from their link; undefined for any other booking or key. */
    async guestBooking(id: string, key: string): Promise<BookingView | undefined> {
      const booking = await repository.byId(id);
      if (!booking || !holds(booking, { userId: null, role: null, key })) return undefined;
      return viewOf(booking, await repository.setup(), clock.now());
    },

    /** Tells `listener` of each party staff seat, once it is seated (the tables feature opens its tables). */
    whenSeated(listener: SeatedListener): void {
      seatedListeners.push(listener);
    },

    /**
     * A walk-in party, seated now on the smallest table (or combination) free for its whole stay (staff): taken
     * under the same lock as new bookings, with no account and no mail; 409 when no table is free.
     */
    async walkIn(input: WalkIn, by: SeatedBy): Promise<BookingView> {
      const now = clock.now();
      const { booking, setup } = await db.transaction(async (tx) => {
        const setup = await repository.setup(tx);
        await lockUntilCommit(tx, BOOKING_LOCK);
        const minutes = stayFor(input.party, setup.stayMinutes);
        const stay = { start: now, end: new Date(now.getTime() + minutes * MINUTE) };
        const holding = await holdingBetween(stay.start, stay.end, { setup, now, tx });
        const tables = freeTable(setup.tables, input.party, stay, holding, setup.combinations);
        if (!tables) {
          throw freeTable(setup.tables, input.party, stay, [], setup.combinations)
            ? refused('taken', wordsOf('refusal.noTableNow', { party: input.party, minutes }))
            : refused('party_too_large', wordsOf('refusal.noTableSeats', { party: input.party }));
        }
        const booking = await repository.insert(
          {
            userId: null,
            name: input.name || 'Walk-in',
            phone: '',
            email: '',
            note: input.note || null,
            party: input.party,
            tableNames: tables.map((table) => table.name),
            startsAt: stay.start,
            endsAt: stay.end,
            status: 'seated',
            createdAt: now,
            updatedAt: now,
          },
          tx,
        );
        return { booking, setup };
      });
      await seated(booking, by);
      return viewOf(booking, setup, now);
    },
    /** A booking as it is now (the live stream's), if it exists. */
    async view(id: string): Promise<BookingView | undefined> {
      const [setup, booking] = await Promise.all([repository.setup(), repository.byId(id)]);
      return booking && viewOf(booking, setup, clock.now());
    },
    /** A diner's own bookings, latest first. */
    async mine(userId: string): Promise<BookingView[]> {
      const [setup, rows] = await Promise.all([repository.setup(), repository.ofUser(userId)]);
      const now = clock.now();
      return rows.map((row) => viewOf(row, setup, now));
    },

    /** The tables and the day's booking hours, for the staff's timeline. */
    async floor(date: string): Promise<BookingFloor> {
      const [setup, hours] = await Promise.all([repository.setup(), schedule()]);
      const openings = bookingHoursOn(date, { schedule: hours, setup, timeZone }).map(({ start, end }) => ({
        start: start.toISOString(),
        end: end.toISOString(),
      }));
      return { tables: setup.tables, openings };
    },

    /** The bookings of a restaurant day, by time and table (staff). */
    async onDay(date: string): Promise<BookingView[]> {
      const { start, end } = dayBounds(date, timeZone);
      const [setup, rows] = await Promise.all([repository.setup(), repository.startingBetween(start, end)]);
      const now = clock.now();
      return rows.map((row) => viewOf(row, setup, now));
    },

    /** The requests waiting for staff, of every day from now on, soonest first (staff's inbox). */
    async requests(): Promise<BookingView[]> {
      const now = clock.now();
      const [setup, rows] = await Promise.all([repository.setup(), repository.pendingAfter(now)]);
      return rows.map((row) => viewOf(row, setup, now));
    },

    /** The tables and combinations that seat a booking's party, each free or not for its stay (staff; 404 when there is no such booking). */
    async tableChoicesFor(id: string): Promise<TableChoices> {
      const booking = await repository.byId(id);
      if (!booking) throw notFound(wordsOf('refusal.noBooking'));
      const setup = await repository.setup();
      const stay = { start: booking.startsAt, end: booking.endsAt };
      const holding = await holdingBetween(stay.start, stay.end, { setup, now: clock.now(), except: booking.id });
      return tableChoices(setup, { party: booking.party, stay, holding });
    },

    /**
     * Seats a booking at the table (or tables pushed together) a host chose, under the new
     * bookings' lock and with their check: one the set-up has, that seats the party and that no
     * other booking holds during its stay (409 with the reason otherwise).
     */
    async chooseTables(id: string, chosen: string[]): Promise<BookingView> {
      const now = clock.now();
      const { changed, setup } = await db.transaction(async (tx) => {
        const setup = await repository.setup(tx);
        await lockUntilCommit(tx, BOOKING_LOCK);
        const booking = await repository.byId(id, tx);
        if (!booking) throw notFound(wordsOf('refusal.noBooking'));
        const holding = await holdingBetween(booking.startsAt, booking.endsAt, { setup, now, tx, except: booking.id });
        const tables = checkChosenTables(booking, chosen, { setup, holding });
        const changed = await repository.setTables(booking, tables, now, tx);
        if (!changed) throw conflict(wordsOf('refusal.bookingChangedMeanwhile'));
        return { changed, setup };
      });
      return viewOf(changed, setup, now);
    },

    /**
     * Moves a booking on: staff along `STAFF_MOVES`; its diner only to cancelled, before the
     * cut-off. Anyone else is told there is no such booking (404).
     */
    async update(id: string, change: UpdateBooking, booker: Booker): Promise<BookingView> {
      const booking = await repository.byId(id);
      if (!booking || !mayChange(booking, booker)) throw notFound(wordsOf('refusal.noBooking'));
      const setup = await repository.setup();
      const now = clock.now();
      checkStatusChange(booking, change, { booker, setup, now, phone: phone() });
      const move = {
        status: change.status,
        reason: change.status === 'declined' ? (change.reason ?? null) : booking.reason,
        at: now,
      };
      const heldUntil = holdsUntil(booking, setup);
      // A request that waited past its hold is confirmed only while its table is still free.
      const changed =
        change.status === 'confirmed' && heldUntil !== null && heldUntil <= now
          ? await db.transaction(async (tx) => {
              await lockUntilCommit(tx, BOOKING_LOCK);
              const others = { setup, now, tx, except: booking.id };
              refuseTakenTable(booking, await holdingBetween(booking.startsAt, booking.endsAt, others), setup);
              return repository.setStatus(booking.id, booking.status, move, tx);
            })
          : await repository.setStatus(booking.id, booking.status, move);
      if (!changed) throw conflict(wordsOf('refusal.bookingChangedMeanwhile'));
      if (change.status === 'confirmed' || change.status === 'declined' || change.status === 'cancelled') {
        onEvent(changed, change.status);
      }
      if (change.status === 'seated' && booker.userId && booker.role && booker.email) {
        await seated(changed, { id: booker.userId, email: booker.email, role: booker.role });
      }
      return viewOf(changed, setup, now);
    },

    /**
     * Declines at once every request waiting for staff made with this booking's email address, or
     * from the client address it was made from (a flood), each mailed its reason (staff).
     */
    async declineAll(id: string, { from, reason }: DeclineAll): Promise<DeclinedAll> {
      const booking = await repository.byId(id);
      if (!booking) throw notFound(wordsOf('refusal.noBooking'));
      const requests: RequestsFrom | null =
        from === 'email'
          ? booking.email && booking.email !== ERASED_DINER.email
            ? { email: booking.email }
            : null
          : booking.requestedFrom
            ? { address: booking.requestedFrom }
            : null;
      if (!requests) throw conflict(wordsOf('refusal.nothingKeptToDecline', { from }));
      const now = clock.now();
      const declined = await repository.declineRequestsFrom(requests, reason, now);
      for (const row of declined) onEvent(row, 'declined');
      const setup = await repository.setup();
      return { declined: declined.map((row) => viewOf(row, setup, now)) };
    },

    /** The day's times for a change of this booking: as `slots`, with its own table free to it (404 for anyone else's). */
    async slotsFor(id: string, date: string, party: number, booker: Booker): Promise<Slot[]> {
      const booking = await repository.byId(id);
      if (!booking || !mayChange(booking, booker)) throw notFound(wordsOf('refusal.noBooking'));
      return timesOf(date, party, booking.id);
    },

    /**
     * Gives a pending or confirmed booking a new day, time or party size, under the new bookings'
     * lock and rules: it keeps its table when that is free for the new stay (its own holding does
     * not count), else takes the smallest free one, else it is a 409 as for a new booking and the
     * booking stays as it was. Its diner may change it until the cut-off, staff any time; a diner's
     * change of a confirmed booking goes back to pending where staff confirm bookings.
     */
    async change(id: string, input: ChangeBooking, booker: Booker): Promise<BookingChanged> {
      const now = clock.now();
      const { changed, setup, confirmAgain, moved } = await db.transaction(async (tx) => {
        const setup = await repository.setup(tx);
        await lockUntilCommit(tx, BOOKING_LOCK);
        const booking = await repository.byId(id, tx);
        if (!booking || !mayChange(booking, booker)) throw notFound(wordsOf('refusal.noBooking'));
        checkVisitChange(booking, { booker, setup, now, phone: phone() });
        refuseLargeParty(setup, input.party, phone());
        const wanted = seatingAsked(await dayOf(input.date, input.party, setup, now, tx, booking.id), input, timeZone);
        if (wanted.start.getTime() === booking.startsAt.getTime() && input.party === booking.party) {
          return { changed: booking, setup, confirmAgain: false, moved: false };
        }
        const tables = tablesForChange(booking, {
          setup,
          party: input.party,
          stay: wanted,
          holding: await holdingBetween(wanted.start, wanted.end, { setup, now, tx, except: booking.id }),
          otherwise: wanted.tables,
        });
        const confirmAgain = confirmsAgain(booking, setup, booker);
        const changed = await repository.reschedule(
          booking,
          {
            party: input.party,
            tableNames: tables.map((table) => table.name),
            startsAt: wanted.start,
            endsAt: wanted.end,
            status: confirmAgain ? 'pending' : booking.status,
            updatedAt: now,
          },
          tx,
        );
        if (!changed) throw conflict(wordsOf('refusal.bookingChangedMeanwhile'));
        return { changed, setup, confirmAgain, moved: true };
      });
      if (moved) onEvent(changed, 'changed');
      return { ...viewOf(changed, setup, now), confirmAgain };
    },

    /** Erases a deleted account's diner from its bookings, in the deletion's transaction (privacy). */
    eraseDiner: (userId: string, tx: DbOrTx) => repository.eraseDiner(userId, clock.now(), tx),

    /**
     * Erases the guest's details from the booking its key opens (privacy): refused (409) while
     * the visit is still to come, since the restaurant needs them until then. Answers the
     * booking as it was (for the confirmation mail) and whether anything was erased (false: done
     * already); undefined for any other booking or key.
     */
    async eraseGuest(
      id: string,
      key: string,
    ): Promise<{ booking: BookingView; language: Language; erased: boolean } | undefined> {
      const booking = await repository.byId(id);
      if (!booking || !holds(booking, { userId: null, role: null, key })) return undefined;
      const [setup, now] = [await repository.setup(), clock.now()];
      const view = viewOf(booking, setup, now);
      if (HOLDING_STATUSES.includes(booking.status) && booking.endsAt > now) {
        const call = callUs(phone());
        throw conflict(
          wordsOf('refusal.guestBookingToCome', (language) => ({
            date: view.date,
            time: view.time,
            cancel: view.cancellable
              ? translatorFor(language)('refusal.cancelItFirst')
              : translatorFor(language)('refusal.callToCancel', { call: call(language) }),
          })),
          { status: booking.status },
        );
      }
      if (booking.email === ERASED_DINER.email) return { booking: view, language: booking.language, erased: false };
      if (!(await repository.eraseGuest(booking, now))) throw conflict(wordsOf('refusal.bookingChangedMeanwhile'));
      return { booking: view, language: booking.language, erased: true };
    },

    /** The bookings as visits a diner reviews (the reviews feature). */
    visits: createVisits(db, timeZone),

    repository,
  };
}

export type Bookings = ReturnType<typeof createBookings>;
