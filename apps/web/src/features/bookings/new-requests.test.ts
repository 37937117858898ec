import type { BookingView } from '@bistro/contract/bookings';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useNewRequests } from './new-requests.ts';

const booking = (id: string, status: BookingView['status']) => ({ id, status, name: id }) as BookingView;

describe('the board’s new requests', () => {
  it('are the bookings made while the board is open that wait for confirmation, not changes or walk-ins', () => {
    const { result } = renderHook(() => useNewRequests());
    act(() => result.current.hear(booking('made', 'pending'), 'made'));
    // A diner's confirmed booking moved to another time waits again: changed, not new (on any day).
    act(() => result.current.hear(booking('moved', 'pending'), 'changed'));
    // A walk-in is made seated.
    act(() => result.current.hear(booking('walk-in', 'seated'), 'made'));
    act(() => result.current.hear(booking('made', 'confirmed'), 'changed'));
    expect([...result.current.fresh]).toEqual(['made']);
    expect(result.current.latest?.name).toBe('made');
  });
});
