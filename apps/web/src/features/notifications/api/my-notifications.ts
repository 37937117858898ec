import type { MyNotifications, NotificationChoices } from '@bistro/contract/notifications';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation.ts';

/** The key of the caller's notification choices: a change of the profile's phone refreshes them. */
export const myNotificationsKey = ['notifications', 'me'] as const;

/** GET /api/notifications/me (staff, admins): a mail, a text message, the phone texts go to. */
export const myNotificationsQueryOptions = () =>
  queryOptions({
    queryKey: myNotificationsKey,
    queryFn: ({ signal }) => apiRequest<MyNotifications>('/notifications/me', { signal }),
  });
export const useMyNotifications = () => useQuery(myNotificationsQueryOptions());

/** PUT /api/notifications/me: a 409 says why a text message cannot be had (no SMS on the site, no phone with its country code). */
export const chooseNotifications = (choices: NotificationChoices) =>
  apiRequest<MyNotifications>('/notifications/me', { method: 'PUT', body: choices });
export const useChooseNotifications = () => useInvalidatingMutation(chooseNotifications, myNotificationsKey);
