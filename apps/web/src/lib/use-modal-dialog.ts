import { type RefObject, useEffect, useRef } from 'react';

interface ModalDialogOptions {
  /** Escape (the browser's cancel, or the key where there is none): the dialog's "no". */
  onEscape: () => void;
  /** Where focus starts: the first element matching this selector inside the dialog. */
  focusFirst: string;
  /** Where focus goes back when the element that opened the dialog is gone (e.g. its order left the board). */
  focusAfter?: (() => HTMLElement | null | undefined) | undefined;
}

/**
 * Shows a native `<dialog>` as a modal for as long as the component lives: focus moves into it,
 * Escape answers "no", and on closing focus goes back to where it was. One behaviour for every
 * form-like dialog of the app (the kitchen's cancel, a dish's options, deleting an account).
 */
export function useModalDialog(dialog: RefObject<HTMLDialogElement | null>, options: ModalDialogOptions) {
  const latest = useRef(options);
  latest.current = options;

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    element.showModal();
    element.querySelector<HTMLElement>(latest.current.focusFirst)?.focus();
    const onEscape = (event: Event) => {
      event.preventDefault();
      latest.current.onEscape();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onEscape(event);
    };
    element.addEventListener('cancel', onEscape);
    element.addEventListener('keydown', onKey);
    return () => {
      element.removeEventListener('cancel', onEscape);
      element.removeEventListener('keydown', onKey);
      if (element.open) element.close();
      const target = opener?.isConnected ? opener : latest.current.focusAfter?.();
      target?.focus();
    };
  }, [dialog]);
}
