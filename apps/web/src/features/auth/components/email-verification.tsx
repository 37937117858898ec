import { useState } from 'react';
import { FormAlert } from '@/components/ui/form-alert.tsx';
import { useAuth } from '@/lib/auth-context.ts';

/**
 * Whether the signed-in person's address is confirmed, and a way to mail the link again. `linkError`
 * is set when they come back from a confirmation link that did not work.
 */
export function EmailVerification({ linkError }: { linkError: boolean }) {
  const { user, sendVerificationEmail } = useAuth();
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle');
  const [failure, setFailure] = useState<string | null>(null);
  if (!user) return null;

  if (user.emailVerified) {
    return (
      <p role="status" className="text-sm">
        <span className="badge badge-success mr-2">Confirmed</span>
        {user.email} is confirmed.
      </p>
    );
  }

  async function resend() {
    setState('sending');
    setFailure(null);
    try {
      await sendVerificationEmail();
      setState('sent');
    } catch (error) {
      setFailure(error instanceof Error ? error.message : 'Could not send the message');
      setState('idle');
    }
  }

  return (
    <div className="space-y-2 rounded-box border border-warning/60 bg-warning/10 p-3 text-sm">
      {linkError && (
        <p role="alert" className="font-semibold">
          That confirmation link is not valid any more (it works once, for 24 hours). Send a new one below.
        </p>
      )}
      <p>
        <span className="badge badge-warning mr-2">Not confirmed</span>
        We mailed a link to {user.email} when you signed up. Open it to confirm your address.
      </p>
      {state === 'sent' ? (
        <p role="status">A new link is on its way to {user.email}.</p>
      ) : (
        <button
          type="button"
          className="btn btn-sm btn-outline"
          onClick={() => void resend()}
          disabled={state === 'sending'}
        >
          {state === 'sending' ? 'Sending…' : 'Send the link again'}
        </button>
      )}
      <FormAlert>{failure}</FormAlert>
    </div>
  );
}
