import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { InEnglish, inLanguage } from '@/test/in-english.tsx';
import { Counter } from './counter.tsx';

describe('Counter', () => {
  it('shows the real amount from the first paint, never a figure on the way to it', () => {
    render(<Counter label="Total Spent" value={42.45} money />, { wrapper: InEnglish });
    expect(screen.getByText('Total Spent').nextElementSibling).toHaveTextContent(/^\$42\.45$/);
  });

  it('groups thousands as the counters always did', () => {
    render(
      <>
        <Counter label="Revenue" value={12345.5} money />
        <Counter label="Orders" value={1234} />
      </>,
      { wrapper: InEnglish },
    );
    expect(screen.getByText('$12,345.50')).toBeInTheDocument();
    expect(screen.getByText('1,234')).toBeInTheDocument();
  });

  it('says under the revenue what of it is tax and tips', () => {
    render(<Counter label="Revenue" value={120} money note="of which tax $9.80 and tips $12.00" />, {
      wrapper: InEnglish,
    });
    expect(screen.getByText('$120.00').nextElementSibling).toHaveTextContent('of which tax $9.80 and tips $12.00');
  });

  it('writes a count as the page’s language does, and money as the restaurant writes its prices', async () => {
    const inFrench = await inLanguage('fr');
    render(
      <>
        <Counter label="Chiffre d’affaires" value={12345.5} money />
        <Counter label="Commandes" value={1234} />
      </>,
      { wrapper: inFrench },
    );
    expect(screen.getByText('$12,345.50')).toBeInTheDocument();
    expect(screen.getByText('Commandes').nextElementSibling?.textContent).toBe('1\u202f234');
  });
});
