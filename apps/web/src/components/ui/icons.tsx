import type { ReactNode } from 'react';

/** A line icon drawn in the text colour; decorative (the control it sits in carries the name). */
export function LineIcon({ className = 'h-5 w-5', children }: { className?: string | undefined; children: ReactNode }) {
  return (
    <svg viewBox="0 0 24 24" className={className} aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
      {children}
    </svg>
  );
}

export const CartIcon = ({ className }: { className?: string }) => (
  <LineIcon className={className}>
    <path d="M3 4h2l2.4 11.2a1 1 0 0 0 1 .8h9.2a1 1 0 0 0 1-.8L21 8H6.2" />
    <circle cx="9" cy="20" r="1.4" />
    <circle cx="18" cy="20" r="1.4" />
  </LineIcon>
);

export const TrashIcon = ({ className }: { className?: string }) => (
  <LineIcon className={className}>
    <path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />
  </LineIcon>
);

/** Google's "G" (Font Awesome Free, CC BY 4.0), filled in the text colour; decorative, like the others. */
export const GoogleIcon = () => (
  <svg viewBox="0 0 488 512" width="1em" height="1em" aria-hidden="true" fill="currentColor">
    <path d="M488 261.8C488 403.3 391.1 504 248 504 110.8 504 0 393.2 0 256S110.8 8 248 8c66.8 0 123 24.5 166.3 64.9l-67.5 64.9C258.5 52.6 94.3 116.6 94.3 256c0 86.5 69.1 156.6 153.7 156.6 98.2 0 135-70.4 140.8-106.9H248v-85.3h236.1c2.3 12.7 3.9 24.9 3.9 41.4z" />
  </svg>
);
