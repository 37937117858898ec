import type { SweetAlertOptions, SweetAlertResult } from 'sweetalert2';

/**
 * The spec's dialogs and toasts (SweetAlert2), loaded on first use so that pages which
 * never show one do not pay for it.
 */
export async function showDialog(options: SweetAlertOptions): Promise<SweetAlertResult> {
  const { default: Swal } = await import('sweetalert2');
  return Swal.fire({ confirmButtonColor: '#bb8506', cancelButtonColor: '#b91c1c', ...options });
}
