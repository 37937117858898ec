import { useState } from 'react';
import { useRestaurant } from '@/config/restaurant-status.ts';

/** What checkout sends besides the cart: "asap" or an offered time (ISO), and the note for the kitchen. */
export interface PickupRequest {
  pickup: string;
  note: string;
}

/**
 * The diner's pickup time and note at checkout. The time is always one on offer: "as soon as
 * possible" when it is, else the first time; a chosen time that fills up meanwhile falls back to
 * that, and `moved` says so. `request` is null while there is nothing to order for.
 */
export function usePickupChoice() {
  // Read again every minute: the pickup times move on with the clock.
  const restaurant = useRestaurant({ queryConfig: { refetchInterval: 60_000 } });
  const status = restaurant.data;
  const [chosen, setChosen] = useState<string | null>(null);
  const [note, setNote] = useState('');
  // While ordering is paused the server offers only the times after the pause, and no "as soon as possible".
  const offered = status ? [...(status.asap ? ['asap'] : []), ...status.pickupTimes] : [];
  const pickup = chosen && offered.includes(chosen) ? chosen : (offered[0] ?? null);
  return {
    restaurant,
    pickup,
    setPickup: setChosen,
    note,
    setNote,
    moved: chosen !== null && pickup !== null && pickup !== chosen,
    request: pickup ? { pickup, note } : null,
  };
}
export type PickupChoice = ReturnType<typeof usePickupChoice>;
