import { type FormEventHandler, type ReactNode, useId, useRef } from 'react';
import { useModalDialog } from '@/lib/use-modal-dialog.ts';

interface FormDialogProps {
  title: ReactNode;
  /** What the dialog says under its title, read with its name. */
  text: ReactNode;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The dialog's "no": its first button, and Escape. */
  onCancel: () => void;
  cancelLabel: string;
  /** The submit button (a PendingButton). */
  submit: ReactNode;
  /** Where focus starts (a selector inside the dialog). */
  focusFirst: string;
  /** Where focus goes when the dialog closes and the button that opened it is gone. */
  focusAfter?: () => HTMLElement | null;
  /** The fields, and what is said of the answer (an alert). */
  children: ReactNode;
}

/**
 * A form in a modal native <dialog>, the one way the app asks before it does something: named by
 * its title and described by its text, focus starts on `focusFirst`, Escape and the first button
 * answer "no", focus goes back to where it was when it closes, and the buttons sit at its foot.
 */
export function FormDialog({
  title,
  text,
  onSubmit,
  onCancel,
  cancelLabel,
  submit,
  focusFirst,
  focusAfter,
  children,
}: FormDialogProps) {
  const ids = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  useModalDialog(dialog, { onEscape: onCancel, focusFirst, focusAfter });
  return (
    <dialog
      ref={dialog}
      aria-labelledby={`${ids}-title`}
      aria-describedby={`${ids}-text`}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-box bg-base-100 p-6 text-base-content shadow-xl outline-none backdrop:bg-black/40"
    >
      <form onSubmit={onSubmit} noValidate>
        <h2 id={`${ids}-title`} className="font-semibold text-2xl">
          {title}
        </h2>
        <p id={`${ids}-text`} className="mt-2 text-base-content/80">
          {text}
        </p>
        {children}
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <button type="button" className="btn btn-secondary min-h-11" onClick={onCancel}>
            {cancelLabel}
          </button>
          {submit}
        </div>
      </form>
    </dialog>
  );
}
