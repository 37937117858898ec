import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { HydrationProvider, useHydrated } from './hydration.tsx';

function Renders({ seen }: { seen: boolean[] }) {
  const hydrated = useHydrated();
  seen.push(hydrated);
  return <p>{hydrated ? 'hydrated' : 'as the server sent it'}</p>;
}

describe('useHydrated', () => {
  it('is false on the server, as the browser’s first render of its page must be', () => {
    const html = renderToString(
      <HydrationProvider hydrating>
        <Renders seen={[]} />
      </HydrationProvider>,
    );
    expect(html).toContain('as the server sent it');
  });

  it('turns true once the page is hydrated', async () => {
    const seen: boolean[] = [];
    render(
      <HydrationProvider hydrating>
        <Renders seen={seen} />
      </HydrationProvider>,
    );
    expect(await screen.findByText('hydrated')).toBeDefined();
    expect(seen[0]).toBe(false);
  });

  it('is true from the first render of a page the browser renders itself, and outside a provider', () => {
    const seen: boolean[] = [];
    render(
      <HydrationProvider hydrating={false}>
        <Renders seen={seen} />
      </HydrationProvider>,
    );
    render(<Renders seen={seen} />);
    expect(seen).not.toContain(false);
  });
});
