import type { paymentRecordedSchema } from '@bistro/contract/payments';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client.ts';
import { now } from '@/lib/clock.ts';
import type { MutationConfig } from '@/lib/query-client.ts';

export interface PaymentRecord {
  email: string;
  price: number;
  transactionId: string;
  cartIds: string[];
  menuIds: string[];
}

/** POST /api/payments: the server records it only if the provider confirmed that amount. */
export const recordPayment = (record: PaymentRecord) =>
  apiRequest<z.infer<typeof paymentRecordedSchema>>('/payments', {
    method: 'POST',
    body: { ...record, date: now().toISOString(), status: 'pending' },
  });

export const useRecordPayment = ({ mutationConfig }: { mutationConfig?: MutationConfig<typeof recordPayment> } = {}) =>
  useMutation({ ...mutationConfig, mutationFn: recordPayment });
