import type { Payment } from '@bistro/contract/payments';
import type { PublicConfig } from '@bistro/contract/site-config';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { siteConfigQueryOptions } from '@/config/site-config.ts';
import { AuthContext, type AuthContextValue } from '@/lib/auth-context.ts';
import { InEnglish } from '@/test/in-english.tsx';
import { paymentsQueryOptions } from '../api/get-payments.ts';
import { PaymentHistory } from './payment-history.tsx';

const email = 'diner@bistro.test';
const payment = (number: number, status: Payment['status']): Payment => ({
  _id: `payment-${number}`,
  email,
  price: 12.5,
  date: '2026-11-22T12:00:00.000Z',
  status,
  transactionId: `pi_test_${number}`,
  orderId: `order-${number}`,
  orderNumber: number,
  refunded: 0,
});

function renderHistory(payments: Payment[], timeZone = 'UTC') {
  // The history's query is always stale (staleTime 0): only not refetching keeps it to the data given.
  const queryClient = new QueryClient({ defaultOptions: { queries: { refetchOnMount: false, retry: false } } });
  queryClient.setQueryData(paymentsQueryOptions(email).queryKey, payments);
  queryClient.setQueryData(siteConfigQueryOptions().queryKey, { restaurant: { timeZone } } as PublicConfig);
  const auth = { user: { email, displayName: 'Diner', emailVerified: true }, loading: false, error: null };
  const router = createMemoryRouter([{ path: '*', element: <PaymentHistory /> }]);
  render(
    <AuthContext.Provider value={auth as AuthContextValue}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </AuthContext.Provider>,
    { wrapper: InEnglish },
  );
}

describe('PaymentHistory', () => {
  it('says each order’s status in words and links to the order', () => {
    renderHistory([payment(7, 'completed'), payment(6, 'pending')]);
    expect(screen.getByText('Total Payment: 2')).toBeInTheDocument();
    const table = within(screen.getByRole('table'));
    expect(table.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      '#',
      'Email',
      'Price',
      'Refunded',
      'Payment Date',
      'Status',
      'Transaction ID',
      'Order',
    ]);
    const [pickedUp, paid] = table.getAllByRole('row').slice(1) as HTMLElement[];
    expect(within(pickedUp as HTMLElement).getByRole('cell', { name: 'Picked up' })).toBeInTheDocument();
    expect(
      within(paid as HTMLElement).getByRole('cell', { name: 'Paid, waiting for the kitchen' }),
    ).toBeInTheDocument();
    expect(within(pickedUp as HTMLElement).getByRole('link', { name: 'Order #7' })).toHaveAttribute(
      'href',
      '/dashboard/orders/order-7',
    );
  });

  it('says what of a payment was refunded', () => {
    renderHistory([{ ...payment(9, 'completed'), refunded: 6.26 }, payment(8, 'pending')]);
    const [refunded, whole] = within(screen.getByRole('table')).getAllByRole('row').slice(1) as HTMLElement[];
    expect(within(refunded as HTMLElement).getByRole('cell', { name: '$6.26' })).toBeInTheDocument();
    expect(within(whole as HTMLElement).queryByRole('cell', { name: /\$0/ })).toBeNull();
  });

  it('dates each payment on the restaurant’s clock, not the device’s', () => {
    renderHistory([payment(8, 'pending')], 'Asia/Kolkata');
    expect(screen.getByRole('cell', { name: 'Nov 22, 2026, 5:30 PM' })).toBeInTheDocument();
  });
});
