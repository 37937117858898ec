import type { AdminStats, OrderStats, UserStats } from '@bistro/contract/stats';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';

export const useUserStats = (email: string) =>
  useQuery({
    queryKey: ['user-stats', email],
    queryFn: ({ signal }) => apiRequest<UserStats>(`/user-stats/${encodeURIComponent(email)}`, { signal }),
    enabled: email !== '',
  });

export const useAdminStats = () =>
  useQuery({ queryKey: ['admin-stats'], queryFn: ({ signal }) => apiRequest<AdminStats>('/admin-stats', { signal }) });

export const useOrderStats = () =>
  useQuery({ queryKey: ['order-stats'], queryFn: ({ signal }) => apiRequest<OrderStats>('/order-stats', { signal }) });
