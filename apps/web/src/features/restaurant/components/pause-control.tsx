import { pauseRequestSchema } from '@bistro/contract/restaurant';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { TextField } from '@/components/ui/text-field.tsx';
import { useRestaurant } from '@/config/restaurant-status.ts';
import { useClockOf } from '@/config/site-config.ts';
import { showFailure } from '@/lib/dialogs.ts';
import { type MessageId, useTranslate } from '@/lib/i18n.ts';
import { usePauseOrdering, useResumeOrdering } from '../api/pause-ordering.ts';

const DURATIONS: { label: MessageId; minutes: number }[] = [
  { label: 'pause.for15Minutes', minutes: 15 },
  { label: 'pause.for30Minutes', minutes: 30 },
  { label: 'pause.for1Hour', minutes: 60 },
  { label: 'pause.for2Hours', minutes: 120 },
  { label: 'pause.untilResumedChoice', minutes: 0 },
];

/** The form's choice as the pause request: 0 minutes is until resumed, a blank message is none. */
const pauseFormSchema = z
  .object({ minutes: z.number(), message: z.string() })
  .transform(({ minutes, message }) => ({ ...(minutes ? { minutes } : {}), ...(message.trim() ? { message } : {}) }))
  .pipe(pauseRequestSchema);

/** While online orders are paused, a word in the kitchen's bar that says so (the pause's form may be folded away). */
export function PauseBadge() {
  const { data: status } = useRestaurant();
  const t = useTranslate();
  const clock = useClockOf(status?.timeZone ?? 'UTC');
  if (!status?.paused) return null;
  return (
    <p className="badge badge-warning badge-lg">
      {status.paused.until
        ? t('pause.badgeUntil', { time: clock.time(status.paused.until) })
        : t('pause.badgeUntilResumed')}
    </p>
  );
}

/** The kitchen's switch for online orders: pause them for a while (with a word to diners), or take them again. */
export function PauseControl() {
  const { data: status } = useRestaurant();
  const t = useTranslate();
  const clock = useClockOf(status?.timeZone ?? 'UTC');
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<typeof pauseFormSchema>, unknown, z.output<typeof pauseFormSchema>>({
    resolver: zodResolver(pauseFormSchema),
    defaultValues: { minutes: 30, message: '' },
  });
  const durationId = useId();
  const pause = usePauseOrdering({
    mutationConfig: { onError: (error) => void showFailure(t('pause.notPaused'), error) },
  });
  const resume = useResumeOrdering({
    mutationConfig: { onError: (error) => void showFailure(t('pause.notResumed'), error) },
  });
  if (!status) return null;

  if (status.paused) {
    return (
      <section aria-label={t('pause.onlineOrders')} className="alert alert-warning flex flex-wrap justify-between">
        <div role="status">
          <p className="font-semibold">
            {status.paused.until
              ? t('pause.pausedUntil', { when: clock.when(status.paused.until, new Date(status.now)) })
              : t('pause.pausedUntilResumed')}
          </p>
          {status.paused.message && <p>{t('pause.dinersRead', { message: status.paused.message })}</p>}
        </div>
        <button type="button" className="btn" disabled={resume.isPending} onClick={() => resume.mutate()}>
          {t('pause.resume')}
        </button>
      </section>
    );
  }

  return (
    <section aria-label={t('pause.onlineOrders')} className="rounded bg-base-100 p-4 shadow">
      <form
        className="flex flex-wrap items-end gap-3"
        noValidate
        onSubmit={handleSubmit((request) => pause.mutate(request))}
      >
        <p role="status" className="w-full font-semibold">
          {t('pause.taking')}
        </p>
        <div>
          <label htmlFor={durationId} className="label text-sm">
            {t('pause.pauseFor')}
          </label>
          <select id={durationId} className="select" {...register('minutes', { valueAsNumber: true })}>
            {DURATIONS.map((duration) => (
              <option key={duration.minutes} value={duration.minutes}>
                {t(duration.label)}
              </option>
            ))}
          </select>
        </div>
        <TextField
          label={t('pause.messageToDiners')}
          className="min-w-60 flex-1"
          maxLength={200}
          error={errors.message?.message}
          {...register('message')}
        />
        <button type="submit" className="btn btn-warning" disabled={pause.isPending}>
          {t('pause.pause')}
        </button>
      </form>
    </section>
  );
}
