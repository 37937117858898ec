import type { SweetAlertOptions, SweetAlertResult } from 'sweetalert2';

// The theme's colours (index.css): SweetAlert2 takes them as values.
const GOLD_DARK = '#835f03';
const DANGER = '#b91c1c';
const NEUTRAL = '#4b5563';

let dialogCode: Promise<typeof import('sweetalert2')> | null = null;

/**
 * The dialog code (SweetAlert2), outside the first page's bundle. The app loads it once the
 * browser is idle (main.tsx), so that a failure can still be told when the network is gone.
 */
export function loadDialogs(): Promise<typeof import('sweetalert2')> {
  dialogCode ??= import('sweetalert2').catch((error: unknown) => {
    dialogCode = null;
    throw error;
  });
  return dialogCode;
}

/** The browser's own dialogs, when the dialog code could not be loaded (offline, before it arrived). */
function plainDialog(options: SweetAlertOptions): SweetAlertResult {
  const message = [options.title, options.text].filter((part) => typeof part === 'string' && part).join('\n\n');
  if (!options.showCancelButton) window.alert(message);
  const isConfirmed = options.showCancelButton ? window.confirm(message) : true;
  return { isConfirmed, isDenied: false, isDismissed: !isConfirmed, value: isConfirmed };
}

/** The spec's dialogs and toasts. */
export async function showDialog(options: SweetAlertOptions): Promise<SweetAlertResult> {
  try {
    const { default: Swal } = await loadDialogs();
    return await Swal.fire({ confirmButtonColor: GOLD_DARK, cancelButtonColor: NEUTRAL, ...options });
  } catch {
    return plainDialog(options);
  }
}

/**
 * The spec's confirmation before something that cannot be undone; true when confirmed. Its
 * confirming button looks dangerous when the action is (the default), and focus starts on Cancel.
 */
export async function confirmDialog({
  text = "You won't be able to revert this!",
  confirmButtonText = 'Yes, delete it!',
  destructive = true,
}: {
  text?: string;
  confirmButtonText?: string;
  destructive?: boolean;
} = {}): Promise<boolean> {
  const answer = await showDialog({
    title: 'Are you sure?',
    text,
    icon: 'warning',
    showCancelButton: true,
    confirmButtonText,
    ...(destructive ? { confirmButtonColor: DANGER, focusCancel: true } : {}),
  });
  return answer.isConfirmed;
}

/** Says that an action failed, and why. */
export function showFailure(title: string, error: unknown): Promise<SweetAlertResult> {
  return showDialog({ icon: 'error', title, text: error instanceof Error ? error.message : 'Please try again.' });
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
  success: (answer: Answer) => SweetAlertOptions | null;
  failureTitle: string;
}): Promise<void> {
  if (!(await confirmDialog(confirm))) return;
  try {
    const notice = success(await action());
    if (notice) await showDialog(notice);
  } catch (error) {
    await showFailure(failureTitle, error);
  }
}
