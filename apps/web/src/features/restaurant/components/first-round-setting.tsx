import { type RestaurantSettings, restaurantSettingsSchema } from '@bistro/contract/restaurant';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormAlert } from '@/components/ui/form-alert.tsx';
import { PendingButton } from '@/components/ui/pending-button.tsx';
import { QueryState } from '@/components/ui/query-state.tsx';
import { showToast } from '@/components/ui/toast.tsx';
import { useTranslate } from '@/lib/i18n.ts';
import { useRestaurantSettings } from '../api/get-restaurant-settings.ts';
import { useSaveRestaurantSettings } from '../api/save-restaurant-settings.ts';

const tablesSettingsSchema = restaurantSettingsSchema.shape.tables.unwrap();
type TablesSettings = z.infer<typeof tablesSettingsSchema>;

function FirstRoundForm({ settings }: { settings: RestaurantSettings }) {
  const t = useTranslate();
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
      showToast(t('tables.settingSaved'), { duration: 1500 });
    } catch (error) {
      setFailure(error instanceof Error ? error.message : t('tables.settingNotSaved'));
    }
  });
  return (
    <form aria-labelledby={headingId} className="space-y-3 rounded-box bg-base-100 p-4 shadow-sm" onSubmit={submit}>
      <h2 id={headingId} className="font-display text-xl">
        {t('tables.firstRoundHeading')}
      </h2>
      <label className="flex min-h-11 items-center gap-3">
        <input type="checkbox" className="toggle" {...register('firstRoundOpens')} />
        <span>{t('tables.firstRoundOpens')}</span>
      </label>
      <FormAlert>{failure}</FormAlert>
      <PendingButton
        className="btn btn-primary min-h-11"
        pending={isSubmitting}
        pendingLabel={t('common.saving')}
        disabled={!isDirty}
      >
        {t('common.save')}
      </PendingButton>
    </form>
  );
}

/**
 * The owner's setting that lives with the tables (admins): whether the first round sent from a
 * table's card opens it, the kitchen confirming that round (the restaurant's settings, docs/tables.md).
 */
export function FirstRoundSetting() {
  const t = useTranslate();
  const settings = useRestaurantSettings();
  return (
    <QueryState query={settings} what={t('tables.theSetting')}>
      {(current) => <FirstRoundForm settings={current} />}
    </QueryState>
  );
}
