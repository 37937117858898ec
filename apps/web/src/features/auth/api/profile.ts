import type { Profile, UpdateProfile } from '@bistro/contract/identity';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation.ts';
import { useSessionQuery } from '@/lib/use-session-query.ts';

export const profileKey = ['profile'] as const;

/** GET /api/users/me */
export const getProfile = ({ signal }: { signal?: AbortSignal } = {}) => apiRequest<Profile>('/users/me', { signal });

export const profileQueryOptions = (email: string) =>
  queryOptions({ queryKey: [...profileKey, email], queryFn: ({ signal }) => getProfile({ signal }) });

/** The signed-in person's own record: the phone checkout starts with. */
export const useProfile = () => useSessionQuery(profileQueryOptions);

/** PATCH /api/users/me: keeps a phone number on the profile, or removes it (null). */
export const updateProfile = (change: UpdateProfile) =>
  apiRequest<Profile>('/users/me', { method: 'PATCH', body: change });

export const useUpdateProfile = () => useInvalidatingMutation(updateProfile, profileKey);
