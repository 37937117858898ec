import type { BookingStatus } from '@bistro/contract/bookings';
import { useCallback } from 'react';
import { type MessageId, useTranslate } from '@/lib/i18n.ts';

/** A booking's status: its words' id in the catalogs, and the badge it wears. */
const statusLooks: Record<BookingStatus, { label: MessageId; badge: string }> = {
  pending: { label: 'booking.status.pending', badge: 'badge-warning' },
  confirmed: { label: 'booking.status.confirmed', badge: 'badge-success' },
  declined: { label: 'booking.status.declined', badge: 'badge-error' },
  seated: { label: 'booking.status.seated', badge: 'badge-info' },
  no_show: { label: 'booking.status.no_show', badge: 'badge-neutral' },
  done: { label: 'booking.status.done', badge: 'badge-neutral' },
  cancelled: { label: 'booking.status.cancelled', badge: 'badge-neutral' },
};

/**
 * A booking's words in the page's language: its status ("Confirmed", with the badge it wears) and
 * a party ("1 person", "4 people").
 */
export function useBookingWords() {
  const t = useTranslate();
  const status = useCallback(
    (of: BookingStatus) => ({ label: t(statusLooks[of].label), badge: statusLooks[of].badge }),
    [t],
  );
  const people = useCallback((count: number) => t('booking.people', { count }), [t]);
  return { status, people };
}
