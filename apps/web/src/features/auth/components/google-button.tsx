import { GoogleIcon } from '@/components/ui/icons.tsx';

/** 'Login with Google': the popup sign-in; its result (or why it failed) is the caller's to show. */
export function GoogleButton({ onClick, disabled }: { onClick: () => void; disabled?: boolean }) {
  return (
    <button type="button" className="btn btn-outline w-full" onClick={onClick} disabled={disabled}>
      <GoogleIcon />
      Login with Google
    </button>
  );
}
