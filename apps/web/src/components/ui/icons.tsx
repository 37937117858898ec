import type { ReactNode } from 'react';

/** A line icon drawn in the text colour; decorative (the control it sits in carries the name). */
function LineIcon({ className = 'h-5 w-5', children }: { className?: string | undefined; children: ReactNode }) {
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
