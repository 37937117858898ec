import type { BillBreakdown } from '@bistro/contract/bill-settings';
import type { SavedAddress } from '@bistro/contract/delivery';
import type { FulfilmentPick } from '@bistro/contract/fulfilment';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactNode, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InEnglish, inLanguage } from '@/test/in-english.tsx';
import { FulfilmentFields } from './fulfilment-fields.tsx';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Dishes of $12.00 with no code: $3.00 short of the zone's $15.00 minimum. */
const bill: BillBreakdown = {
  currency: 'USD',
  taxIncluded: false,
  subtotal: 12,
  discount: 0,
  tax: 0,
  tip: 0,
  deliveryFee: 0,
  total: 12,
  promoCode: null,
};

/** The fields as checkout holds them, with the API stubbed: delivery on, and these quote answers in turn. */
function renderFields({
  answers,
  saved,
  language = InEnglish,
}: {
  answers: Response[];
  saved?: SavedAddress[];
  /** The page's messages (English unless a test says otherwise). */
  language?: (props: { children: ReactNode }) => ReactNode;
}) {
  const picks: FulfilmentPick[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (String(url).endsWith('/api/delivery/setup')) {
        return json({ enabled: true, zones: [], prepMinutes: 20, minutesPerKm: 4 });
      }
      return answers.shift() ?? json({ error: 'Not Found', message: 'no answer left' }, 404);
    }),
  );
  function Checkout() {
    const [pick, setPick] = useState<FulfilmentPick>({ kind: 'pickup' });
    return (
      <FulfilmentFields
        pick={pick}
        onPick={(next) => {
          picks.push(next);
          setPick(next);
        }}
        bill={bill}
        saved={saved}
      />
    );
  }
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <Checkout />
    </QueryClientProvider>,
    { wrapper: language },
  );
  return { picks, user: userEvent.setup() };
}

async function typeAddress(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Street and number'), '12 rue de la Roquette');
  await user.type(screen.getByLabelText('Postcode'), '75011');
  await user.type(screen.getByLabelText('City'), 'Paris');
  await user.type(screen.getByLabelText('Country'), 'France');
  await user.type(screen.getByLabelText('For the driver (optional)'), 'Code 4512');
  await user.click(screen.getByRole('button', { name: 'Check the address' }));
}

describe('pickup or delivery at checkout', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('takes an address a zone delivers to, with the fee, the arrival estimate and what the minimum still lacks', async () => {
    const quote = { zone: 'Centre', fee: 2.5, minOrder: 15, freeFrom: 40, etaMinutes: 28 };
    const { picks, user } = renderFields({ answers: [json(quote)] });
    await user.click(await screen.findByRole('radio', { name: 'Deliver it' }));
    expect(picks.at(-1)).toEqual({ kind: 'delivery', to: null });
    await typeAddress(user);
    expect(
      await screen.findByText('We deliver there (zone Centre): a delivery fee of $2.50, arriving in about 28 minutes.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Add $3.00 more for delivery: the minimum order is $15.00.')).toBeInTheDocument();
    expect(picks.at(-1)).toEqual({
      kind: 'delivery',
      to: {
        type: 'delivery',
        address: { line1: '12 rue de la Roquette', postcode: '75011', city: 'Paris', country: 'France' },
        instructions: 'Code 4512',
      },
      // 28 minutes less the 20 of preparation.
      travelMinutes: 8,
    });
  });

  it('says why an address is refused and keeps waiting for one a zone takes', async () => {
    const refused = json(
      {
        error: 'Unprocessable Entity',
        message: 'We do not deliver to this address: we deliver up to 5 km (zone Outer).',
      },
      422,
    );
    const { picks, user } = renderFields({ answers: [refused] });
    await user.click(await screen.findByRole('radio', { name: 'Deliver it' }));
    await typeAddress(user);
    expect(
      await screen.findByText('We do not deliver to this address: we deliver up to 5 km (zone Outer).'),
    ).toBeInTheDocument();
    expect(picks.at(-1)).toEqual({ kind: 'delivery', to: null });
  });

  it('fills the fields with an address the diner keeps, to check as typed', async () => {
    const work = { line1: '5 avenue Victoria', line2: 'Floor 3', city: 'Paris', postcode: '75004', country: 'France' };
    const { picks, user } = renderFields({
      answers: [json({ zone: 'Centre', fee: 2.5, minOrder: 15, freeFrom: null, etaMinutes: 30 })],
      saved: [{ id: 'a1', label: 'Work', address: work }],
    });
    await user.click(await screen.findByRole('radio', { name: 'Deliver it' }));
    await user.selectOptions(
      screen.getByLabelText('Your addresses'),
      'Work: 5 avenue Victoria, Floor 3, 75004 Paris, France',
    );
    expect(screen.getByLabelText('Street and number')).toHaveValue('5 avenue Victoria');
    expect(screen.getByLabelText('Postcode')).toHaveValue('75004');
    await user.click(screen.getByRole('button', { name: 'Check the address' }));
    await vi.waitFor(() =>
      expect(picks.at(-1)).toEqual({ kind: 'delivery', to: { type: 'delivery', address: work }, travelMinutes: 10 }),
    );
  });

  it('speaks the page’s language: a French diner reads the choice, the fields and the zone’s answer in French', async () => {
    const quote = { zone: 'Centre', fee: 0, minOrder: 0, freeFrom: null, etaMinutes: 28 };
    const { user } = renderFields({
      answers: [json(quote)],
      language: await inLanguage('fr'),
    });
    const choice = await screen.findByRole('group', { name: 'Comment recevez-vous votre commande ?' });
    await user.click(within(choice).getByRole('radio', { name: 'Livrez-la' }));
    const form = screen.getByRole('form', { name: 'Adresse de livraison' });
    await user.type(within(form).getByLabelText('Numéro et rue'), '12 rue de la Roquette');
    await user.type(within(form).getByLabelText('Code postal'), '75011');
    await user.type(within(form).getByLabelText('Ville'), 'Paris');
    await user.type(within(form).getByLabelText('Pays'), 'France');
    await user.click(within(form).getByRole('button', { name: 'Vérifier l’adresse' }));
    expect(
      await screen.findByText(
        'Nous livrons à cette adresse (zone Centre) : sans frais de livraison, arrivée dans environ 28 minutes.',
      ),
    ).toBeInTheDocument();
  });
});
