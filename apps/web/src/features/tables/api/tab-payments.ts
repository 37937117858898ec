import type { NewTabPayment, StartedTabPayment, TabReceipt } from '@bistro/contract/tables';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';

const paymentsOf = (code: string) => `/t/${encodeURIComponent(code)}/payments`;

/** POST /api/t/:code/payments: holds this payer's share of the tab and makes its card intent (409 over what is due). */
export const startTabPayment = (code: string, payment: NewTabPayment) =>
  apiRequest<StartedTabPayment>(paymentsOf(code), { method: 'POST', body: payment, authenticated: false });

/** POST /api/t/:code/payments/:paymentId/complete: records the payment once its card is charged; answers the receipt. */
export const completeTabPayment = (code: string, paymentId: string) =>
  apiRequest<TabReceipt>(`${paymentsOf(code)}/${encodeURIComponent(paymentId)}/complete`, {
    method: 'POST',
    authenticated: false,
  });

/** GET /api/t/:code/payments/:paymentId: a payer's receipt (404 until it is paid). */
export const getTabReceipt = (code: string, paymentId: string, { signal }: { signal?: AbortSignal } = {}) =>
  apiRequest<TabReceipt>(`${paymentsOf(code)}/${encodeURIComponent(paymentId)}`, { signal, authenticated: false });

export const useTabReceipt = (code: string, paymentId: string) =>
  useQuery({
    queryKey: ['tab-receipt', code, paymentId],
    queryFn: ({ signal }) => getTabReceipt(code, paymentId, { signal }),
  });
