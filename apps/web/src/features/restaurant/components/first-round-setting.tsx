import { type RestaurantSettings, restaurantSettingsSchema } from '@bistro/contract/restaurant';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormAlert } from '@/components/ui/form-alert.tsx';
import { PendingButton } from '@/components/ui/pending-button.tsx';
import { QueryState } from '@/components/ui/query-state.tsx';
import { showToast } from '@/components/ui/toast.tsx';
import { useRestaurantSettings } from '../api/get-restaurant-settings.ts';
import { useSaveRestaurantSettings } from '../api/save-restaurant-settings.ts';

const tablesSettingsSchema = restaurantSettingsSchema.shape.tables.unwrap();
type TablesSettings = z.infer<typeof tablesSettingsSchema>;

function FirstRoundForm({ settings }: { settings: RestaurantSettings }) {
  const headingId = useId();
  const save = useSaveRestaurantSettings();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { isSubmitting, isDirty },
  } = useForm<TablesSettings>({
    resolver: zodResolver(tablesSettingsSchema),
    defaultValues: { firstRoundOpens: settings.tables?.firstRoundOpens ?? false },
  });
  const submit = handleSubmit(async (tables) => {
    setFailure(null);
    try {
      await save.mutateAsync({ ...settings, tables });
      reset(tables);
      showToast('Tables setting saved', { duration: 1500 });
    } catch (error) {
      setFailure(error instanceof Error ? error.message : 'The setting was not saved.');
    }
  });
  return (
    <form aria-labelledby={headingId} className="space-y-3 rounded-box bg-base-100 p-4 shadow-sm" onSubmit={submit}>
      <h2 id={headingId} className="font-display text-xl">
        Ordering at a table not open
      </h2>
      <label className="flex min-h-11 items-center gap-3">
        <input type="checkbox" className="toggle" {...register('firstRoundOpens')} />
        <span>
          Let the first round open the table: a round sent from the card of a table staff have not opened opens its tab,
          and waits on the kitchen board for a cook to accept it. Refused, or not accepted in time, the table is free
          again. Off, the diners ask staff to open the table.
        </span>
      </label>
      <FormAlert>{failure}</FormAlert>
      <PendingButton
        className="btn btn-primary min-h-11"
        pending={isSubmitting}
        pendingLabel="Saving…"
        disabled={!isDirty}
      >
        Save
      </PendingButton>
    </form>
  );
}

/**
 * The owner's setting that lives with the tables (admins): whether the first round sent from a
 * table's card opens it, the kitchen confirming that round (the restaurant's settings, docs/tables.md).
 */
export function FirstRoundSetting() {
  const settings = useRestaurantSettings();
  return (
    <QueryState query={settings} what="the tables’ setting">
      {(current) => <FirstRoundForm settings={current} />}
    </QueryState>
  );
}
