import type { modifiedSchema } from '@bistro/contract/answers';
import type { StockChange } from '@bistro/contract/stock';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client.ts';

/** PATCH /api/option-choices/:id (staff, admin): a choice's stock count (null: not counted) and par level. */
export const setChoiceStock = ({ id, ...change }: StockChange & { id: string }) =>
  apiRequest<z.infer<typeof modifiedSchema>>(`/option-choices/${id}`, { method: 'PATCH', body: change });
