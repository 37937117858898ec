import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { InEnglish } from '@/test/in-english.tsx';
import { ConnectionBanner } from './connection-banner.tsx';

describe('ConnectionBanner', () => {
  it('is an alert that says new orders will not appear, when the board was last up to date, and that it is reconnecting', () => {
    render(<ConnectionBanner lastUpdate="7:42 PM" />, { wrapper: InEnglish });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Connection lost — new orders will not appear.');
    expect(alert).toHaveTextContent('Last update 7:42 PM. Reconnecting…');
  });

  it('hides its warning sign from screen readers', () => {
    render(<ConnectionBanner lastUpdate="7:42 PM" />, { wrapper: InEnglish });
    expect(screen.getByRole('alert').querySelector('[aria-hidden="true"]')).toHaveTextContent('⚠');
  });
});
