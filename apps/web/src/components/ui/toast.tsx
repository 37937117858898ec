import { useSyncExternalStore } from 'react';

/**
 * Brief notices ('Added to the cart!') in one polite live region, at the top of the screen on a
 * phone and at its top end on a wider one. The region is always in the page, so that what is
 * put in it is read out; each notice goes by itself.
 */
interface Toast {
  id: number;
  message: string;
}

const none: readonly Toast[] = [];
let shown: readonly Toast[] = none;
let count = 0;
const listeners = new Set<() => void>();

function update(next: readonly Toast[]) {
  shown = next;
  for (const listener of listeners) listener();
}

/** Shows `message` in the toast region for `duration` milliseconds. */
export function showToast(message: string, { duration = 3000 }: { duration?: number } = {}): void {
  const id = ++count;
  update([...shown, { id, message }]);
  setTimeout(() => update(shown.filter((toast) => toast.id !== id)), duration);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** Where the toasts show; rendered once, around every page. */
export function ToastRegion() {
  const toasts = useSyncExternalStore(
    subscribe,
    () => shown,
    () => none,
  );
  return (
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-4 top-4 z-50 flex flex-col gap-2 sm:inset-x-auto sm:end-4 sm:w-80"
    >
      {toasts.map((toast) => (
        <p
          key={toast.id}
          className="flex items-center gap-3 rounded-box bg-base-100 p-4 font-semibold shadow-lg transition duration-200 starting:-translate-y-2 starting:opacity-0 motion-reduce:transition-none"
        >
          <svg
            viewBox="0 0 24 24"
            className="h-6 w-6 shrink-0 text-success"
            aria-hidden="true"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          >
            <circle cx="12" cy="12" r="10" />
            <path d="M7 12.5l3.5 3.5L17 9" />
          </svg>
          {toast.message}
        </p>
      ))}
    </div>
  );
}
