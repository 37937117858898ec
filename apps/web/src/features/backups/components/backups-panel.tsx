import type { BackupEntry, BackupsOverview } from '@bistro/contract/backups';
import { fileSize } from '@bistro/contract/file-size';
import { intlLocaleOf } from '@bistro/contract/languages';
import { useId } from 'react';
import { actionColumn, ResponsiveTable, type TableColumn } from '@/components/ui/data-table.tsx';
import { FormAlert } from '@/components/ui/form-alert.tsx';
import { PendingButton } from '@/components/ui/pending-button.tsx';
import { QueryState } from '@/components/ui/query-state.tsx';
import { useRestaurantClock } from '@/config/site-config.ts';
import { type MessageId, type Translate, usePageLanguage, useTranslate } from '@/lib/i18n.ts';
import { useBackups, useDownloadBackup, useTakeBackup } from '../api/backups.ts';

/** Each unit a span is said in, the largest first, with its length in seconds. */
const EVERY: [seconds: number, id: MessageId][] = [
  [86_400, 'backups.takenEveryDays'],
  [3600, 'backups.takenEveryHours'],
  [60, 'backups.takenEveryMinutes'],
];

/** "taken every day", "taken every 6 hours": an interval in the largest unit it is a whole number of. */
function takenEvery(t: Translate, seconds: number): string {
  const [size, id] = EVERY.find(([length]) => seconds % length === 0) ?? [1, 'backups.takenEverySeconds'];
  return t(id, { count: seconds / size });
}

/**
 * The Backups page: how backups are taken, each one (when, how large, verified by a test restore,
 * encrypted), a download for each, and a button that takes one now.
 */
export function BackupsPanel() {
  const t = useTranslate();
  const backups = useBackups();
  const take = useTakeBackup();
  const id = useId();
  return (
    <div className="space-y-6">
      <section aria-labelledby={`${id}-now`} className="space-y-3 rounded bg-base-100 p-4 shadow">
        <h2 id={`${id}-now`} className="font-display text-xl">
          {t('backups.takeOneNow')}
        </h2>
        <p>{t('backups.note')}</p>
        <PendingButton
          type="button"
          className="btn btn-primary min-h-11"
          pending={take.isPending}
          pendingLabel={t('backups.taking')}
          onClick={() => take.mutate()}
        >
          {t('backups.takeNow')}
        </PendingButton>
        <FormAlert>{take.error ? t('backups.failed', { reason: take.error.message }) : null}</FormAlert>
        <p role="status" className="text-success">
          {take.isSuccess ? t('backups.taken', { name: take.data.name }) : ''}
        </p>
      </section>
      <QueryState query={backups} what={t('backups.theBackups')}>
        {(overview) => <BackupsList overview={overview} />}
      </QueryState>
    </div>
  );
}

function BackupsList({ overview }: { overview: BackupsOverview }) {
  const t = useTranslate();
  const locale = intlLocaleOf(usePageLanguage());
  const clock = useRestaurantClock();
  const download = useDownloadBackup();
  const id = useId();
  const columns: TableColumn<BackupEntry>[] = [
    { header: t('backups.takenHeader'), primary: true, cell: (backup) => clock.stamp(backup.takenAt) },
    { header: t('backups.size'), cell: (backup) => fileSize(backup.bytes, locale) },
    {
      header: t('backups.verified'),
      cell: (backup) => (backup.verified ? t('backups.verified') : t('backups.notVerified')),
    },
    { header: t('backups.encrypted'), cell: (backup) => (backup.encrypted ? t('backups.yes') : t('backups.no')) },
    actionColumn({
      header: t('backups.download'),
      text: () => t('backups.download'),
      label: (backup) => t('backups.downloadTaken', { when: clock.stamp(backup.takenAt) }),
      onClick: (backup) => download.mutate(backup.name),
      tone: 'outline',
      disabled: () => download.isPending,
    }),
  ];
  const where = {
    dir: overview.dir,
    taken: overview.everySeconds === null ? t('backups.takenWhenAsked') : takenEvery(t, overview.everySeconds),
    keep: overview.keep,
  };
  return (
    <section aria-labelledby={`${id}-list`} className="space-y-3">
      <h2 id={`${id}-list`} className="font-display text-xl">
        {t('backups.backups')}
      </h2>
      <p className="text-base-content/70 text-sm">
        {t(overview.encrypted ? 'backups.keptEncrypted' : 'backups.keptNotEncrypted', where)}
      </p>
      <FormAlert>{download.error ? t('backups.notDownloaded', { reason: download.error.message }) : null}</FormAlert>
      {overview.backups.length === 0 ? (
        <p>{t('backups.none')}</p>
      ) : (
        <ResponsiveTable
          label={t('backups.backups')}
          columns={columns}
          rows={overview.backups}
          rowKey={(backup) => backup.name}
        />
      )}
    </section>
  );
}
