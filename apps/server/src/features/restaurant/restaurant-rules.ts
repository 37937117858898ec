import type { BillSettings } from '@bistro/contract/bill-settings';
import type { Language } from '@bistro/contract/languages';
import { DEFAULT_ORDER_ACCEPTANCE, type OrderAcceptance } from '@bistro/contract/orders';
import type { RestaurantSettings, RestaurantStatus } from '@bistro/contract/restaurant';
import { dayAfter, localDay } from '@bistro/contract/restaurant-clock';
import { type DbOrTx, lockUntilCommit } from '../../db/connect.ts';
import { badRequest, conflict } from '../../http/problems.ts';
import type { Audit, AuditActor } from '../audit/index.ts';
import { clockWords, sentences, translatorFor, wordsOf } from '../languages/index.ts';
import {
  DEFAULT_LOW_STOCK_THRESHOLD,
  type RestaurantRepository,
  type RestaurantState,
} from './restaurant-repository.ts';
import { endOfLocalDay, nextOpening, openingAt, pickupTimes, weekdayOf, windowsOn } from './schedule.ts';

/** How long an unpaid order keeps its place at its pickup time while the diner pays. */
export const PICKUP_HOLD_MINUTES = 15;
/** The same for a guest's unpaid order: shorter, since anyone may start one without an account. */
export const GUEST_PICKUP_HOLD_MINUTES = 10;
const MINUTE = 60_000;
/** How far ahead staff may set a pickup time outside the rules. */
export const OVERRIDE_DAYS_AHEAD = 30;

interface RestaurantRulesParts {
  repository: RestaurantRepository;
  /** The restaurant's time zone: its days and hours are on its clock. */
  timeZone: string;
  /** Whether diners may order without an account while no admin has chosen (GUEST_CHECKOUT). */
  guestCheckoutByDefault: boolean;
  /** How the bill is made while no admin has chosen (TAX_* and TIP_PRESETS). */
  billByDefault: BillSettings;
  /** Settings saved are kept in the audit log, in the transaction that saves them. */
  audit: Pick<Audit, 'record'>;
  transaction: <T>(work: (tx: DbOrTx) => Promise<T>) => Promise<T>;
}

/** The times a diner can pick up at now (full ones left out), and the one "as soon as possible" gives. */
interface PickupOffer {
  times: Date[];
  asap: Date | null;
}

/** The settings as they apply: what the owner left unset is the default, filled in. */
type SettingsInForce = RestaurantSettings & { guestCheckout: boolean };

/**
 * The restaurant's rules: when it is open, which pickup times it offers (and how many orders each
 * takes), and whether online ordering is paused. Checkout asks `reservePickup` inside the
 * transaction that makes the order, so the last place at a time goes to one diner only.
 */
export function createRestaurantRules({
  repository,
  timeZone,
  guestCheckoutByDefault,
  billByDefault,
  audit,
  transaction,
}: RestaurantRulesParts) {
  const saying = clockWords(timeZone);

  const takesGuests = (state: RestaurantState) => state.settings.guestCheckout ?? guestCheckoutByDefault;
  const billOf = (state: RestaurantState) => state.settings.bill ?? billByDefault;
  const acceptanceOf = (state: RestaurantState) => state.settings.orders?.accept ?? DEFAULT_ORDER_ACCEPTANCE;
  // One settings object per read of the rules, so that a caller tells a change by identity (the
  // page cache renders a public page again only for new settings).
  const settingsOf = new WeakMap<RestaurantState, SettingsInForce>();

  const isPaused = (state: RestaurantState, now: Date) =>
    state.pausedAt !== null && (state.pausedUntil === null || state.pausedUntil > now);
  /**
   * While ordering is paused, the pickup times it holds back: those the kitchen could only make
   * during the pause (before its end and the preparation time after it), or for a pause until
   * resumed, the rest of the restaurant's day. Later times the owner's rules offer (days ahead,
   * opening hours) are still taken: a pause means "no orders for now", not "none at all".
   */
  const pausedBefore = (state: RestaurantState, now: Date) =>
    state.pausedUntil
      ? new Date(state.pausedUntil.getTime() + state.settings.preparationMinutes * MINUTE)
      : endOfLocalDay(now, timeZone);
  /** Whether a pickup at this time is held back by a pause now. */
  const heldBackByPause = (state: RestaurantState, pickupAt: Date | null, now: Date) =>
    isPaused(state, now) && (pickupAt === null || pickupAt < pausedBefore(state, now));

  async function offer(settings: RestaurantSettings, now: Date, tx?: DbOrTx): Promise<PickupOffer> {
    let times = pickupTimes(now, settings, timeZone);
    const first = times[0];
    const last = times.at(-1);
    if (settings.maxOrdersPerSlot > 0 && first && last) {
      const held = await repository.ordersByPickup(
        first,
        last,
        {
          accounts: new Date(now.getTime() - PICKUP_HOLD_MINUTES * MINUTE),
          guests: new Date(now.getTime() - GUEST_PICKUP_HOLD_MINUTES * MINUTE),
        },
        tx,
      );
      times = times.filter((time) => (held.get(time.getTime()) ?? 0) < settings.maxOrdersPerSlot);
    }
    // "As soon as possible" is for the opening the restaurant is in, not the next one.
    const opening = openingAt(now, settings, timeZone);
    const asap = opening ? (times.find((time) => time < opening.end) ?? null) : null;
    return { times, asap };
  }

  /** The pickup times offered while ordering is paused: those after it, or none (see `pausedBefore`). */
  async function offerWhilePaused(state: RestaurantState, now: Date, tx?: DbOrTx): Promise<PickupOffer> {
    const after = pausedBefore(state, now);
    const { times } = await offer(state.settings, now, tx);
    return { times: times.filter((time) => time >= after), asap: null };
  }

  /** Why ordering is refused while paused, and whether a later pickup time can still be chosen. */
  function refusePaused(state: RestaurantState, now: Date, later: PickupOffer): never {
    const { pausedUntil, pauseMessage } = state;
    const sameDay = pausedUntil && localDay(pausedUntil, timeZone) === localDay(now, timeZone);
    const until = pausedUntil && (sameDay ? saying.time(pausedUntil) : saying.when(pausedUntil, now));
    const paused = until
      ? (language: Language) => translatorFor(language)('refusal.pausedUntil', { until: until(language) })
      : wordsOf('refusal.pausedForNow');
    const laterWords = later.times.length > 0 ? wordsOf('refusal.chooseLater') : wordsOf('refusal.nothingLater');
    // The owner's own message stays as they wrote it.
    throw conflict(sentences(paused, pauseMessage ? () => pauseMessage : null, laterWords));
  }

  /** Why "as soon as possible" is not on offer now. */
  function refuseAsap(settings: RestaurantSettings, offered: PickupOffer, now: Date): never {
    const later = offered.times.length > 0 ? wordsOf('refusal.chooseLater') : null;
    const opening = openingAt(now, settings, timeZone);
    if (!opening) {
      const opens = nextOpening(now, settings, timeZone);
      const closed = opens
        ? wordsOf('refusal.closedNowOpens', (language) => ({ when: saying.when(opens, now)(language) }))
        : wordsOf('refusal.closedNow');
      throw conflict(sentences(closed, later));
    }
    // Times before closing there were, yet none is offered: all of them are taken.
    const full = pickupTimes(now, settings, timeZone).some((time) => time < opening.end);
    throw conflict(sentences(wordsOf(full ? 'refusal.everyTimeTaken' : 'refusal.noMoreOrders'), later));
  }

  /** Why a chosen pickup time is not on offer. */
  function refuseTime(settings: RestaurantSettings, at: Date, now: Date): never {
    const atWords = (language: Language) => ({ when: saying.when(at, now)(language) });
    if (pickupTimes(now, settings, timeZone).some((time) => time.getTime() === at.getTime())) {
      throw conflict(wordsOf('refusal.pickupTimeFull', atWords));
    }
    if (!openingAt(at, settings, timeZone)) {
      throw conflict(wordsOf('refusal.closedAt', atWords));
    }
    throw conflict(wordsOf('refusal.notAPickupTime', atWords));
  }

  return {
    timeZone,

    /** When "sold out for today" ends: the restaurant's next midnight. */
    endOfToday: (now: Date) => endOfLocalDay(now, timeZone),

    async status(now: Date): Promise<RestaurantStatus> {
      const state = await repository.state();
      const { settings } = state;
      const paused = isPaused(state, now);
      const offered = paused ? await offerWhilePaused(state, now) : await offer(settings, now);
      const opens = nextOpening(now, settings, timeZone);
      const today = localDay(now, timeZone);
      return {
        timeZone,
        now: now.toISOString(),
        openNow: openingAt(now, settings, timeZone) !== null,
        nextOpening: opens?.toISOString() ?? null,
        paused: paused ? { until: state.pausedUntil?.toISOString() ?? null, message: state.pauseMessage } : null,
        weekly: settings.weekly,
        days: Array.from({ length: 7 }, (_, index) => {
          const date = dayAfter(today, index);
          const exception = settings.exceptions.find((candidate) => candidate.date === date);
          return { date, weekday: weekdayOf(date), windows: windowsOn(date, settings), note: exception?.note ?? null };
        }),
        asap: offered.asap?.toISOString() ?? null,
        pickupTimes: offered.times.map((time) => time.toISOString()),
        guestCheckout: takesGuests(state),
        tipPresets: billOf(state).tipPresets,
        taxIncluded: billOf(state).taxPrices === 'inclusive',
        taxNumber: billOf(state).taxNumber,
        lowStockThreshold: state.settings.lowStockThreshold ?? DEFAULT_LOW_STOCK_THRESHOLD,
      };
    },

    /**
     * The pickup time of a new order ("asap" or a time offered), checked against the rules at
     * `now`: 409 with the reason when ordering is paused, the restaurant is closed then, or the
     * time is full. Run it inside the transaction that makes the order: with a limit per time,
     * the count and the new order are taken under one lock. `orSoonest`: a time the kitchen can
     * no longer make (dishes added to an order, for its time) gives "as soon as possible" instead.
     */
    async reservePickup(choice: 'asap' | string, now: Date, tx: DbOrTx, orSoonest = false): Promise<Date> {
      const state = await repository.state(tx);
      const { settings } = state;
      if (settings.maxOrdersPerSlot > 0) await lockUntilCommit(tx, 'pickup-times');
      if (isPaused(state, now)) {
        const later = await offerWhilePaused(state, now, tx);
        if (choice === 'asap' || new Date(choice) < pausedBefore(state, now)) refusePaused(state, now, later);
      }
      const offered = await offer(settings, now, tx);
      if (choice === 'asap') return offered.asap ?? refuseAsap(settings, offered, now);
      const at = new Date(choice);
      const chosen = offered.times.find((time) => time.getTime() === at.getTime());
      if (chosen) return chosen;
      if (orSoonest && offered.asap && at <= offered.asap) return offered.asap;
      return refuseTime(settings, at, now);
    },

    /**
     * The pickup time of an order staff take despite the hours, a pause or a full time (the
     * reason is theirs to keep): "asap" is the kitchen's preparation time from now, a time chosen
     * is kept as it is, if it is still to come and within OVERRIDE_DAYS_AHEAD (400 otherwise).
     */
    async overridePickup(choice: 'asap' | string, now: Date, tx: DbOrTx): Promise<Date> {
      const { settings } = await repository.state(tx);
      if (choice === 'asap') return new Date(now.getTime() + settings.preparationMinutes * MINUTE);
      const at = new Date(choice);
      if (at <= now) {
        throw badRequest(wordsOf('refusal.pickupTimePassed', (language) => ({ time: saying.time(at)(language) })));
      }
      if (at.getTime() > now.getTime() + OVERRIDE_DAYS_AHEAD * 24 * 60 * MINUTE) {
        throw badRequest(wordsOf('refusal.pickupTooFarAhead', { days: OVERRIDE_DAYS_AHEAD }));
      }
      return at;
    },

    /** The settings now (`tx`: read through it when they are not in memory, as `repository.state`). */
    async settings(tx?: DbOrTx): Promise<SettingsInForce> {
      const state = await repository.state(tx);
      const settings = settingsOf.get(state) ?? {
        ...state.settings,
        guestCheckout: takesGuests(state),
        bill: billOf(state),
        orders: { accept: acceptanceOf(state) },
      };
      settingsOf.set(state, settings);
      return settings;
    },

    /** How the bill is made now: tax and tips. */
    async bill(): Promise<BillSettings> {
      return billOf(await repository.state());
    },

    /** How paid orders reach the kitchen now: accepted at once, or by a cook within some minutes. */
    async orderAcceptance(): Promise<OrderAcceptance> {
      return acceptanceOf(await repository.state());
    },

    /** Whether a round sent from the card of a table staff have not opened opens it now (docs/tables.md). */
    async firstRoundOpensTables(): Promise<boolean> {
      return (await repository.state()).settings.tables?.firstRoundOpens ?? false;
    },

    /** Whether diners may order without an account now. */
    async takesGuestOrders(): Promise<boolean> {
      return takesGuests(await repository.state());
    },

    /**
     * What no longer holds at `now` of the rules an order with this pickup time was started
     * under: ordering paused (for that time), or the pickup time outside the opening hours (as
     * clauses, for the kitchen: "online ordering was paused").
     */
    async changesFor(pickupAt: Date | null, now: Date): Promise<string[]> {
      const state = await repository.state();
      return [
        ...(heldBackByPause(state, pickupAt, now) ? ['online ordering was paused'] : []),
        ...(pickupAt && !openingAt(pickupAt, state.settings, timeZone) ? ['its pickup time was closed'] : []),
      ];
    },

    /** Refuses (409) an order for this pickup time while a pause holds it back. */
    async checkTakingOrders(now: Date, pickupAt: Date | null): Promise<void> {
      const state = await repository.state();
      if (heldBackByPause(state, pickupAt, now)) refusePaused(state, now, await offerWhilePaused(state, now));
    },

    /** Saves the settings an admin chose; what changed of them is kept in the audit log with who changed it. */
    async saveSettings(settings: RestaurantSettings, by: AuditActor): Promise<void> {
      const before = await this.settings();
      await transaction(async (tx) => {
        await repository.saveSettings(settings, tx);
        const changed = (Object.keys(settings) as (keyof RestaurantSettings)[]).filter(
          (field) => JSON.stringify(settings[field]) !== JSON.stringify(before[field]),
        );
        if (changed.length === 0) return;
        const pick = (from: RestaurantSettings) => Object.fromEntries(changed.map((field) => [field, from[field]]));
        await audit.record(
          {
            actor: by,
            action: 'settings.change',
            subject: { kind: 'settings', id: 'restaurant' },
            before: pick(before),
            after: pick(settings),
          },
          tx,
        );
      });
    },

    /** Pauses online ordering for some minutes, or until someone resumes it. */
    async pause(now: Date, { minutes, message }: { minutes?: number | undefined; message?: string | undefined }) {
      const until = minutes ? new Date(now.getTime() + minutes * MINUTE) : null;
      await repository.pause(now, until, message?.trim() || null);
    },

    async resume(): Promise<void> {
      await repository.resume();
    },
  };
}

export type RestaurantRules = ReturnType<typeof createRestaurantRules>;
