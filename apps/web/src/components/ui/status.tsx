import { ApiRequestError } from '@/lib/api-client.ts';

/** A polite, announced placeholder while something loads. */
export function LoadingState({ label = 'Loading…' }: { label?: string }) {
  return (
    <div role="status" className="flex min-h-32 items-center justify-center gap-3 py-10 text-base-content/70">
      <span className="loading loading-spinner loading-md text-primary" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}

/** Says what failed, in words, with a way to try again. */
export function ErrorState({ error, onRetry, what }: { error: unknown; onRetry?: () => void; what: string }) {
  const reason = error instanceof ApiRequestError || error instanceof Error ? error.message : 'Unknown error';
  return (
    <div role="alert" className="alert alert-error mx-auto my-8 max-w-xl">
      <div>
        <p className="font-semibold">We could not load {what}.</p>
        <p className="text-sm">{reason}</p>
      </div>
      {onRetry && (
        <button type="button" className="btn btn-sm" onClick={onRetry}>
          Try again
        </button>
      )}
    </div>
  );
}
