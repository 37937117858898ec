import type { SweetAlertOptions, SweetAlertResult } from 'sweetalert2';

/**
 * The spec's dialogs and toasts (SweetAlert2), loaded on first use so that pages which
 * never show one do not pay for it.
 */
export async function showDialog(options: SweetAlertOptions): Promise<SweetAlertResult> {
  const { default: Swal } = await import('sweetalert2');
  return Swal.fire({ confirmButtonColor: '#bb8506', cancelButtonColor: '#b91c1c', ...options });
}

/** The spec's confirmation before something that cannot be undone; true when confirmed. */
export async function confirmDialog({
  text = "You won't be able to revert this!",
  confirmButtonText = 'Yes, delete it!',
}: {
  text?: string;
  confirmButtonText?: string;
} = {}): Promise<boolean> {
  const answer = await showDialog({
    title: 'Are you sure?',
    text,
    icon: 'warning',
    showCancelButton: true,
    confirmButtonText,
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
