import { useState } from 'react';
import { FormAlert } from '@/components/ui/form-alert.tsx';
import { PendingButton } from '@/components/ui/pending-button.tsx';
import { useAuth } from '@/lib/auth-context.ts';
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

  return (
    <section aria-labelledby="my-data-title" className="space-y-3">
      <h2 id="my-data-title" className="font-semibold text-lg">
        Your data
      </h2>
      <p className="text-base-content/70 text-sm">
        Your profile, your orders with what was in them, and your payments, as a file to keep.
      </p>
      <FormAlert>{download.error ? `Your data could not be downloaded: ${download.error.message}` : null}</FormAlert>
      <PendingButton
        type="button"
        className="btn btn-outline w-full"
        pending={download.isPending}
        pendingLabel="Preparing your data…"
        onClick={() => download.mutate()}
      >
        Download my data
      </PendingButton>
      <button type="button" className="btn btn-error btn-outline w-full" onClick={() => setAsking(true)}>
        Delete my account
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
