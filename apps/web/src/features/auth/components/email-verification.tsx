import { useState } from 'react';
import { FormAlert } from '@/components/ui/form-alert.tsx';
import { useAuth } from '@/lib/auth-context.ts';
import { useTranslate } from '@/lib/i18n.ts';

/**
 * Whether the signed-in person's address is confirmed, and a way to mail the link again. `linkError`
 * is set when they come back from a confirmation link that did not work.
 */
export function EmailVerification({ linkError }: { linkError: boolean }) {
  const { user, sendVerificationEmail } = useAuth();
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle');
  const [failure, setFailure] = useState<string | null>(null);
  const t = useTranslate();
  if (!user) return null;

  if (user.emailVerified) {
    return (
      <p role="status" className="text-sm">
        <span className="badge badge-success me-2">{t('profile.confirmed')}</span>
        {t('profile.emailConfirmed', { email: user.email })}
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
      setFailure(error instanceof Error ? error.message : t('auth.couldNotSend'));
      setState('idle');
    }
  }

  return (
    <div className="space-y-2 rounded-box border border-warning/60 bg-warning/10 p-3 text-sm">
      {linkError && (
        <p role="alert" className="font-semibold">
          {t('profile.linkNotValid')}
        </p>
      )}
      <p>
        <span className="badge badge-warning me-2">{t('profile.notConfirmed')}</span>
        {t('profile.weMailedLink', { email: user.email })}
      </p>
      {state === 'sent' ? (
        <p role="status">{t('profile.newLinkSent', { email: user.email })}</p>
      ) : (
        <button
          type="button"
          className="btn btn-sm btn-outline"
          onClick={() => void resend()}
          disabled={state === 'sending'}
        >
          {state === 'sending' ? t('auth.sending') : t('profile.sendLinkAgain')}
        </button>
      )}
      <FormAlert>{failure}</FormAlert>
    </div>
  );
}
