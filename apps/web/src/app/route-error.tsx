import { useEffect, useState } from 'react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { PageTitle } from '@/components/ui/page-title.tsx';
import { paths } from '@/config/paths.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { type Translate, useTranslate } from '@/lib/i18n.ts';

/** A page's code could not be downloaded: the network is gone, or a new version replaced the files. */
const isCodeLoadFailure = (error: unknown) =>
  error instanceof Error &&
  /dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(error.message);

/** Whether the site answers now: null while asking. */
function useSiteReachable(ask: boolean): boolean | null {
  const [reachable, setReachable] = useState<boolean | null>(null);
  useEffect(() => {
    if (!ask) return;
    apiRequest('/health', { authenticated: false }).then(
      () => setReachable(true),
      () => setReachable(false),
    );
  }, [ask]);
  return reachable;
}

interface Explanation {
  heading: string;
  message: string;
}

function explain(error: unknown, reachable: boolean | null, t: Translate): Explanation {
  if (isCodeLoadFailure(error)) {
    if (reachable === false || !navigator.onLine)
      return { heading: t('routeError.offline'), message: t('routeError.offlineText') };
    if (reachable) return { heading: t('routeError.updated'), message: t('routeError.updatedText') };
    return { heading: t('routeError.notLoaded'), message: t('routeError.notLoadedText') };
  }
  if (isRouteErrorResponse(error))
    return { heading: t('routeError.wrong'), message: `${error.status} ${error.statusText}` };
  return {
    heading: t('routeError.wrong'),
    message: error instanceof Error ? error.message : t('routeError.unknown'),
  };
}

/** Shown when a page fails to load or render: says so in plain words, and offers a way on. */
export function RouteError() {
  const t = useTranslate();
  const error = useRouteError();
  const { heading, message } = explain(error, useSiteReachable(isCodeLoadFailure(error)), t);
  return (
    <section
      role="alert"
      className="mx-auto flex min-h-[70vh] max-w-xl flex-col items-center justify-center gap-4 px-4 pt-24 text-center"
    >
      <PageTitle>{heading}</PageTitle>
      <h1 className="font-display text-3xl">{heading}</h1>
      <p className="text-base-content/75">{message}</p>
      <div className="flex gap-3">
        <button type="button" className="btn btn-neutral" onClick={() => window.location.reload()}>
          {t('routeError.reload')}
        </button>
        <Link to={paths.home.getHref()} className="btn btn-outline">
          {t('routeError.home')}
        </Link>
      </div>
    </section>
  );
}
