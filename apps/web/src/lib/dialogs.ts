// Loaded with the app, not on first use: the dialog that says the restaurant cannot be reached
// must not need the network to draw itself (e2e/tests/network-failures.spec.ts).
import { type DialogOptions, dialogWords, openDialog } from '@/components/ui/dialog.ts';

export type { DialogOptions };

/** The spec's dialogs; true when its confirming button was pressed. */
export function showDialog(options: DialogOptions): Promise<boolean> {
  return openDialog(options);
}

/**
 * The spec's confirmation before something that cannot be undone; true when confirmed. Its
 * confirming button looks dangerous when the action is (the default), and focus starts on Cancel.
 */
export function confirmDialog({
  text = dialogWords.cannotBeUndone,
  confirmText = dialogWords.yesDeleteIt,
  destructive = true,
}: {
  text?: string;
  confirmText?: string;
  destructive?: boolean;
} = {}): Promise<boolean> {
  return openDialog({ title: dialogWords.areYouSure, text, icon: 'warning', cancel: true, confirmText, destructive });
}

/** Says that an action failed, and why. */
export function showFailure(title: string, error: unknown): Promise<boolean> {
  return openDialog({ icon: 'error', title, text: error instanceof Error ? error.message : dialogWords.tryAgain });
}

/**
 * The spec's confirm-then-act flow: ask, act, then tell the outcome (`success` gives the notice
 * for the action's answer, or null for none); a failure is said in words under `failureTitle`.
 */
export async function confirmThenRun<Answer>({
  confirm,
  action,
  success,
  failureTitle,
}: {
  confirm?: Parameters<typeof confirmDialog>[0];
  action: () => Promise<Answer>;
  success: (answer: Answer) => DialogOptions | null;
  failureTitle: string;
}): Promise<void> {
  if (!(await confirmDialog(confirm))) return;
  try {
    const notice = success(await action());
    if (notice) await openDialog(notice);
  } catch (error) {
    await showFailure(failureTitle, error);
  }
}
