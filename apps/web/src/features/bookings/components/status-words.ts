import type { BookingStatus } from '@bistro/contract/bookings';

/** A booking's status in words, and the badge it wears. */
export const statusWords: Record<BookingStatus, { label: string; badge: string }> = {
  pending: { label: 'Waiting for confirmation', badge: 'badge-warning' },
  confirmed: { label: 'Confirmed', badge: 'badge-success' },
  declined: { label: 'Declined', badge: 'badge-error' },
  seated: { label: 'Seated', badge: 'badge-info' },
  no_show: { label: 'No-show', badge: 'badge-neutral' },
  done: { label: 'Done', badge: 'badge-neutral' },
  cancelled: { label: 'Cancelled', badge: 'badge-neutral' },
};

/** "1 person", "4 people". */
export const people = (party: number) => `${party} ${party === 1 ? 'person' : 'people'}`;
