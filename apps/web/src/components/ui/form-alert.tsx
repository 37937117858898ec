import type { ReactNode } from 'react';

/** Why a form's action failed, announced to screen readers. Renders nothing without a message. */
export function FormAlert({ children }: { children: ReactNode }) {
  if (!children) return null;
  return (
    <p role="alert" className="alert alert-error alert-soft">
      {children}
    </p>
  );
}
