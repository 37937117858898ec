import { Link } from 'react-router';
import { PageTitle } from '@/components/ui/page-title.tsx';
import { paths } from '@/config/paths.ts';

export default function NotFoundRoute() {
  return (
    <section className="mx-auto flex min-h-[70vh] max-w-xl flex-col items-center justify-center gap-4 px-4 pt-24 text-center">
      <PageTitle>Page not found</PageTitle>
      <p className="font-display text-6xl text-gold-dark">404</p>
      <h1 className="font-display text-3xl">This page is not on the menu</h1>
      <p className="text-base-content/75">The address may be mistyped, or the page has moved.</p>
      <div className="flex gap-3">
        <Link to={paths.home.getHref()} className="btn btn-neutral">
          Back to the home page
        </Link>
        <Link to={paths.menu.getHref()} className="btn btn-outline">
          See the menu
        </Link>
      </div>
    </section>
  );
}
