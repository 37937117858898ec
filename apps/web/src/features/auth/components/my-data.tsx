import { useState } from 'react';
import { FormAlert } from '@/components/ui/form-alert.tsx';
import { PendingButton } from '@/components/ui/pending-button.tsx';
import { useAuth } from '@/lib/auth-context.ts';
import { useTranslate } from '@/lib/i18n.ts';
import { useDownloadMyData } from '../api/my-data.ts';
import { DeleteAccountDialog } from './delete-account-dialog.tsx';

interface MyDataProps {
  /** Leaves the profile once the account is deleted, before the person is logged out (who then cannot stay on it). */
  leave: () => Promise<void>;
  /** Tells the person, once they are logged out. */
  onDeleted: () => void;
  onSignInAgain: () => void;
}

/**
 * The diner's own data on their profile: download it as a file, or delete the account (in a
 * dialog asking for the password), then leave the page, log out and say so.
 */
export function MyData({ leave, onDeleted, onSignInAgain }: MyDataProps) {
  const { deleteAccount, logOut } = useAuth();
  const download = useDownloadMyData();
  const [asking, setAsking] = useState(false);
  const t = useTranslate();

  return (
    <section aria-labelledby="my-data-title" className="space-y-3">
      <h2 id="my-data-title" className="font-semibold text-lg">
        {t('myData.heading')}
      </h2>
      <p className="text-base-content/70 text-sm">{t('myData.text')}</p>
      <FormAlert>{download.error ? t('myData.notDownloaded', { reason: download.error.message }) : null}</FormAlert>
      <PendingButton
        type="button"
        className="btn btn-outline w-full"
        pending={download.isPending}
        pendingLabel={t('myData.preparing')}
        onClick={() => download.mutate()}
      >
        {t('myData.download')}
      </PendingButton>
      <button type="button" className="btn btn-error btn-outline w-full" onClick={() => setAsking(true)}>
        {t('myData.deleteAccount')}
      </button>
      {asking && (
        <DeleteAccountDialog
          onKeep={() => setAsking(false)}
          onDelete={async (password) => {
            await deleteAccount(password);
            await leave();
            await logOut();
            onDeleted();
          }}
          onSignInAgain={async () => {
            setAsking(false);
            await logOut();
            onSignInAgain();
          }}
        />
      )}
    </section>
  );
}
