import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { showToast, ToastRegion } from './toast.tsx';

afterEach(() => vi.useRealTimers());

describe('ToastRegion', () => {
  it('is a polite status region in the page before anything is said in it', () => {
    render(<ToastRegion />);
    const region = screen.getByRole('status');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toBeEmptyDOMElement();
  });

  it('says a toast in the status region, then lets it go after its duration', async () => {
    vi.useFakeTimers();
    render(<ToastRegion />);
    act(() => showToast('Added to the cart!', { duration: 500 }));
    expect(screen.getByRole('status')).toHaveTextContent('Added to the cart!');
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('keeps each toast for its own time', async () => {
    vi.useFakeTimers();
    render(<ToastRegion />);
    act(() => showToast('Added to the cart!', { duration: 500 }));
    act(() => showToast('Opening hours saved', { duration: 1500 }));
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(screen.getByRole('status')).toHaveTextContent(/^Opening hours saved$/);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
