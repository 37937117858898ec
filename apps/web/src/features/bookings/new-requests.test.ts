import type { BookingView } from '@bistro/contract/bookings';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useNewRequests } from './new-requests.ts';

const booking = (id: string, status: BookingView['status']) => ({ id, status, name: id }) as BookingView;

describe('the board’s requests', () => {
  it('are the bookings made while it is open and those their diner changed once confirmed, waiting for staff', () => {
    const { result } = renderHook(() => useNewRequests());
    act(() => result.current.hear(booking('made', 'pending'), 'made'));
    // A pending booking moved to another time (on any day) is not a request of its own.
    act(() => result.current.hear(booking('moved', 'pending'), 'changed'));
    // A walk-in is made seated.
    act(() => result.current.hear(booking('walk-in', 'seated'), 'made'));
    act(() => result.current.hear(booking('reconfirmed', 'pending'), 'reconfirm'));
    expect([...result.current.marks]).toEqual([
      ['made', 'New'],
      ['reconfirmed', 'Changed'],
    ]);
    expect(result.current.latest).toMatchObject({ booking: { name: 'reconfirmed' }, mark: 'Changed' });
  });
});
