import type { ComponentProps } from 'react';

type PendingButtonProps = ComponentProps<'button'> & {
  /** Whether what the button started is under way: it says so (`pendingLabel`) and takes no second press. */
  pending: boolean;
  pendingLabel: string;
};

/** A form's button that says what it is doing while the form is sent ("Saving…"), the one way every form does it. */
export function PendingButton({
  pending,
  pendingLabel,
  children,
  disabled,
  type = 'submit',
  className = 'btn btn-primary',
  ...button
}: PendingButtonProps) {
  return (
    <button type={type} className={className} disabled={pending || disabled} {...button}>
      {pending ? pendingLabel : children}
    </button>
  );
}
