import { pauseRequestSchema } from '@bistro/contract/restaurant';
import { restaurantClock } from '@bistro/contract/restaurant-clock';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { TextField } from '@/components/ui/text-field.tsx';
import { useRestaurant } from '@/config/restaurant-status.ts';
import { showFailure } from '@/lib/dialogs.ts';
import { usePauseOrdering, useResumeOrdering } from '../api/pause-ordering.ts';

const DURATIONS = [
  { label: '15 minutes', minutes: 15 },
  { label: '30 minutes', minutes: 30 },
  { label: '1 hour', minutes: 60 },
  { label: '2 hours', minutes: 120 },
  { label: 'Until we take orders again', minutes: 0 },
];

/** The form's choice as the pause request: 0 minutes is until resumed, a blank message is none. */
const pauseFormSchema = z
  .object({ minutes: z.number(), message: z.string() })
  .transform(({ minutes, message }) => ({ ...(minutes ? { minutes } : {}), ...(message.trim() ? { message } : {}) }))
  .pipe(pauseRequestSchema);

/** While online orders are paused, a word in the kitchen's bar that says so (the pause's form may be folded away). */
export function PauseBadge() {
  const { data: status } = useRestaurant();
  if (!status?.paused) return null;
  const clock = restaurantClock(status.timeZone);
  const until = status.paused.until ? `until ${clock.time(status.paused.until)}` : 'until resumed';
  return <p className="badge badge-warning badge-lg">Online orders paused {until}</p>;
}

/** The kitchen's switch for online orders: pause them for a while (with a word to diners), or take them again. */
export function PauseControl() {
  const { data: status } = useRestaurant();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<typeof pauseFormSchema>, unknown, z.output<typeof pauseFormSchema>>({
    resolver: zodResolver(pauseFormSchema),
    defaultValues: { minutes: 30, message: '' },
  });
  const durationId = useId();
  const pause = usePauseOrdering({ mutationConfig: { onError: (error) => void showFailure('Not paused', error) } });
  const resume = useResumeOrdering({ mutationConfig: { onError: (error) => void showFailure('Not resumed', error) } });
  if (!status) return null;
  const clock = restaurantClock(status.timeZone);

  if (status.paused) {
    const until = status.paused.until
      ? `until ${clock.when(status.paused.until, new Date(status.now))}`
      : 'until resumed';
    return (
      <section aria-label="Online orders" className="alert alert-warning flex flex-wrap justify-between">
        <div role="status">
          <p className="font-semibold">Online orders are paused {until}.</p>
          {status.paused.message && <p>Diners read: “{status.paused.message}”</p>}
        </div>
        <button type="button" className="btn" disabled={resume.isPending} onClick={() => resume.mutate()}>
          Take orders again
        </button>
      </section>
    );
  }

  return (
    <section aria-label="Online orders" className="rounded bg-base-100 p-4 shadow">
      <form
        className="flex flex-wrap items-end gap-3"
        noValidate
        onSubmit={handleSubmit((request) => pause.mutate(request))}
      >
        <p role="status" className="w-full font-semibold">
          Taking online orders.
        </p>
        <div>
          <label htmlFor={durationId} className="label text-sm">
            Pause for
          </label>
          <select id={durationId} className="select" {...register('minutes', { valueAsNumber: true })}>
            {DURATIONS.map((duration) => (
              <option key={duration.minutes} value={duration.minutes}>
                {duration.label}
              </option>
            ))}
          </select>
        </div>
        <TextField
          label="Message to diners (optional)"
          className="min-w-60 flex-1"
          maxLength={200}
          error={errors.message?.message}
          {...register('message')}
        />
        <button type="submit" className="btn btn-warning" disabled={pause.isPending}>
          Pause online orders
        </button>
      </form>
    </section>
  );
}
