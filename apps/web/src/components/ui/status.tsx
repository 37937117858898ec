import { ApiRequestError } from '@/lib/api-client.ts';
import { useTranslate } from '@/lib/i18n.ts';

/**
 * A polite, announced placeholder while something loads. `screenTall`: in a box as tall as the
 * screen, for a page that shows nothing until its parts have all come, so that the footer stays
 * below it meanwhile instead of rising and being pushed down.
 */
export function LoadingState({ label, screenTall = false }: { label?: string; screenTall?: boolean }) {
  const t = useTranslate();
  const state = (
    <div role="status" className="flex min-h-32 items-center justify-center gap-3 py-10 text-base-content/70">
      <span className="loading loading-spinner loading-md text-primary" aria-hidden="true" />
      <span>{label ?? t('status.loading')}</span>
    </div>
  );
  return screenTall ? <div className="min-h-dvh">{state}</div> : state;
}

/** Says what failed, in words, with a way to try again. */
export function ErrorState({ error, onRetry, what }: { error: unknown; onRetry?: () => void; what: string }) {
  const t = useTranslate();
  const reason = error instanceof ApiRequestError || error instanceof Error ? error.message : t('status.unknownError');
  return (
    <div role="alert" className="alert alert-error mx-auto my-8 max-w-xl">
      <div>
        <p className="font-semibold">{t('status.couldNotLoad', { what })}</p>
        <p className="text-sm">{reason}</p>
      </div>
      {onRetry && (
        <button type="button" className="btn btn-sm" onClick={onRetry}>
          {t('status.tryAgain')}
        </button>
      )}
    </div>
  );
}
