import { GoogleIcon } from '@/components/ui/icons.tsx';
import { useTranslate } from '@/lib/i18n.ts';

/** 'Login with Google': the popup sign-in; its result (or why it failed) is the caller's to show. */
export function GoogleButton({ onClick, disabled }: { onClick: () => void; disabled?: boolean }) {
  const t = useTranslate();
  return (
    <button type="button" className="btn btn-outline w-full" onClick={onClick} disabled={disabled}>
      <GoogleIcon />
      {t('auth.loginWithGoogle')}
    </button>
  );
}
