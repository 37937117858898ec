/** Opens the browser's print dialog for the page; it never prints itself (print:hidden). */
export function PrintButton({ label = 'Print' }: { label?: string }) {
  return (
    <button type="button" className="btn btn-primary min-h-11 print:hidden" onClick={() => window.print()}>
      {label}
    </button>
  );
}
