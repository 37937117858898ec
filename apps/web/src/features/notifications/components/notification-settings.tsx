import { type NotificationChoices, notificationChoicesSchema, reachableBySms } from '@bistro/contract/notifications';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { FormAlert } from '@/components/ui/form-alert.tsx';
import { PendingButton } from '@/components/ui/pending-button.tsx';
import { showRefusal } from '@/lib/form-errors.ts';
import { useChooseNotifications, useMyNotifications } from '../api/my-notifications.ts';

/**
 * What one of the restaurant's people is told of each new paid order and booking request: a mail
 * to their address, a text message to the phone on their profile (with its country code, where
 * the site sends texts). The restaurant's own address (RESTAURANT_EMAIL) is mailed whatever they choose.
 */
export function NotificationSettings({ onSaved }: { onSaved: () => Promise<void> | void }) {
  const mine = useMyNotifications();
  const choose = useChooseNotifications();
  const ids = { smsHelp: useId() };
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<NotificationChoices>({
    resolver: zodResolver(notificationChoicesSchema),
    values: { mail: mine.data?.mail ?? false, sms: mine.data?.sms ?? false },
  });
  const smsPossible = Boolean(mine.data?.smsAvailable && reachableBySms(mine.data.phone));
  const smsHelp = !mine.data
    ? null
    : !mine.data.smsAvailable
      ? 'This site sends no text messages.'
      : smsPossible
        ? `To ${mine.data.phone}, the phone above.`
        : 'Give your phone above with its country code (+44 …) to get text messages.';

  const save = handleSubmit(async (choices) => {
    try {
      await choose.mutateAsync(choices);
      await onSaved();
    } catch (error) {
      showRefusal(error, setError, ['mail', 'sms'], 'Your choices were not saved. Try again.');
    }
  });

  return (
    <form onSubmit={save} noValidate className="space-y-3" aria-label="New orders and booking requests">
      <fieldset className="space-y-2" disabled={mine.isPending}>
        <legend className="font-semibold">New orders and booking requests</legend>
        <label className="label flex cursor-pointer gap-3 text-base-content">
          <input type="checkbox" className="checkbox" {...register('mail')} />
          Mail me each one
        </label>
        <label className="label flex cursor-pointer gap-3 text-base-content">
          <input
            type="checkbox"
            className="checkbox"
            disabled={!smsPossible}
            aria-describedby={ids.smsHelp}
            {...register('sms')}
          />
          Text me each one
        </label>
        {smsHelp && (
          <p id={ids.smsHelp} className="text-base-content/70 text-sm">
            {smsHelp}
          </p>
        )}
      </fieldset>
      <FormAlert>{errors.root?.message ?? errors.sms?.message ?? errors.mail?.message ?? null}</FormAlert>
      <PendingButton
        className="btn btn-outline w-full"
        pending={isSubmitting}
        pendingLabel="Saving…"
        disabled={mine.isPending}
      >
        Save notifications
      </PendingButton>
    </form>
  );
}
