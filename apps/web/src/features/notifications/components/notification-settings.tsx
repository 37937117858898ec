import { type NotificationChoices, notificationChoicesSchema, reachableBySms } from '@bistro/contract/notifications';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { FormAlert } from '@/components/ui/form-alert.tsx';
import { PendingButton } from '@/components/ui/pending-button.tsx';
import { showRefusal } from '@/lib/form-errors.ts';
import { useTranslate } from '@/lib/i18n.ts';
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
  const t = useTranslate();
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
      ? t('notifications.noTexts')
      : smsPossible
        ? t('notifications.toPhone', { phone: mine.data.phone ?? '' })
        : t('notifications.givePhone');

  const save = handleSubmit(async (choices) => {
    try {
      await choose.mutateAsync(choices);
      await onSaved();
    } catch (error) {
      showRefusal(error, setError, ['mail', 'sms'], t('notifications.notSaved'));
    }
  });

  return (
    <form onSubmit={save} noValidate className="space-y-3" aria-label={t('notifications.heading')}>
      <fieldset className="space-y-2" disabled={mine.isPending}>
        <legend className="font-semibold">{t('notifications.heading')}</legend>
        <label className="label flex cursor-pointer gap-3 text-base-content">
          <input type="checkbox" className="checkbox" {...register('mail')} />
          {t('notifications.mail')}
        </label>
        <label className="label flex cursor-pointer gap-3 text-base-content">
          <input
            type="checkbox"
            className="checkbox"
            disabled={!smsPossible}
            aria-describedby={ids.smsHelp}
            {...register('sms')}
          />
          {t('notifications.sms')}
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
        pendingLabel={t('common.saving')}
        disabled={mine.isPending}
      >
        {t('notifications.save')}
      </PendingButton>
    </form>
  );
}
