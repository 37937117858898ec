import { FaGoogle } from 'react-icons/fa';

/** 'Login with Google': the popup sign-in; its result (or why it failed) is the caller's to show. */
export function GoogleButton({ onClick, disabled }: { onClick: () => void; disabled?: boolean }) {
  return (
    <button type="button" className="btn btn-outline w-full" onClick={onClick} disabled={disabled}>
      <FaGoogle aria-hidden={true} />
      Login with Google
    </button>
  );
}
