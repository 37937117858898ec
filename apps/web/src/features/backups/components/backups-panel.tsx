import type { BackupEntry, BackupsOverview } from '@bistro/contract/backups';
import { everyInWords } from '@bistro/contract/backups';
import { fileSize } from '@bistro/contract/file-size';
import { useId } from 'react';
import { actionColumn, ResponsiveTable, type TableColumn } from '@/components/ui/data-table.tsx';
import { FormAlert } from '@/components/ui/form-alert.tsx';
import { PendingButton } from '@/components/ui/pending-button.tsx';
import { QueryState } from '@/components/ui/query-state.tsx';
import { useRestaurantClock } from '@/config/site-config.ts';
import { useBackups, useDownloadBackup, useTakeBackup } from '../api/backups.ts';

/**
 * The Backups page: how backups are taken, each one (when, how large, verified by a test restore,
 * encrypted), a download for each, and a button that takes one now.
 */
export function BackupsPanel() {
  const backups = useBackups();
  const take = useTakeBackup();
  const id = useId();
  return (
    <div className="space-y-6">
      <section aria-labelledby={`${id}-now`} className="space-y-3 rounded bg-base-100 p-4 shadow">
        <h2 id={`${id}-now`} className="font-display text-xl">
          Take one now
        </h2>
        <p>
          A backup holds every account, order and payment, the pictures and the shop’s own secrets: the diners’ personal
          data. Keep the files private. Each one is restored into a scratch database and checked before it counts as
          verified.
        </p>
        <PendingButton
          type="button"
          className="btn btn-primary min-h-11"
          pending={take.isPending}
          pendingLabel="Taking a backup…"
          onClick={() => take.mutate()}
        >
          Take a backup now
        </PendingButton>
        <FormAlert>{take.error ? `The backup failed: ${take.error.message}` : null}</FormAlert>
        <p role="status" className="text-success">
          {take.isSuccess ? `Backup ${take.data.name} taken and verified.` : ''}
        </p>
      </section>
      <QueryState query={backups} what="the backups">
        {(overview) => <BackupsList overview={overview} />}
      </QueryState>
    </div>
  );
}

function BackupsList({ overview }: { overview: BackupsOverview }) {
  const clock = useRestaurantClock();
  const download = useDownloadBackup();
  const id = useId();
  const columns: TableColumn<BackupEntry>[] = [
    { header: 'Taken', primary: true, cell: (backup) => clock.stamp(backup.takenAt) },
    { header: 'Size', cell: (backup) => fileSize(backup.bytes) },
    { header: 'Verified', cell: (backup) => (backup.verified ? 'Verified' : 'Not verified') },
    { header: 'Encrypted', cell: (backup) => (backup.encrypted ? 'Yes' : 'No') },
    actionColumn({
      header: 'Download',
      text: () => 'Download',
      label: (backup) => `Download the backup taken ${clock.stamp(backup.takenAt)}`,
      onClick: (backup) => download.mutate(backup.name),
      tone: 'outline',
      disabled: () => download.isPending,
    }),
  ];
  return (
    <section aria-labelledby={`${id}-list`} className="space-y-3">
      <h2 id={`${id}-list`} className="font-display text-xl">
        Backups
      </h2>
      <p className="text-base-content/70 text-sm">
        In {overview.dir}
        {overview.everySeconds === null
          ? ', taken only when asked; '
          : `, taken ${everyInWords(overview.everySeconds)}; `}
        the {overview.keep} newest are kept{overview.encrypted ? ', encrypted' : ', not encrypted'}.
      </p>
      <FormAlert>{download.error ? `The backup could not be downloaded: ${download.error.message}` : null}</FormAlert>
      {overview.backups.length === 0 ? (
        <p>No backup yet.</p>
      ) : (
        <ResponsiveTable label="Backups" columns={columns} rows={overview.backups} rowKey={(backup) => backup.name} />
      )}
    </section>
  );
}
