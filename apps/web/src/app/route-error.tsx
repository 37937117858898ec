import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { paths } from '@/config/paths.ts';

/** Shown when a page fails to load or render: says so, and offers a way on. */
export function RouteError() {
  const error = useRouteError();
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : 'Unknown error';
  return (
    <section
      role="alert"
      className="mx-auto flex min-h-[70vh] max-w-xl flex-col items-center justify-center gap-4 px-4 pt-24 text-center"
    >
      <title>Bistro Boss | Something went wrong</title>
      <h1 className="font-display text-3xl">Something went wrong</h1>
      <p className="text-base-content/75">{message}</p>
      <div className="flex gap-3">
        <button type="button" className="btn btn-neutral" onClick={() => window.location.reload()}>
          Reload the page
        </button>
        <Link to={paths.home.getHref()} className="btn btn-outline">
          Home
        </Link>
      </div>
    </section>
  );
}
