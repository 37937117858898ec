import { Link } from 'react-router';
import { PageTitle } from '@/components/ui/page-title.tsx';
import { paths } from '@/config/paths.ts';
import { useTranslate } from '@/lib/i18n.ts';

export default function NotFoundRoute() {
  const t = useTranslate();
  return (
    <section className="mx-auto flex min-h-[70vh] max-w-xl flex-col items-center justify-center gap-4 px-4 pt-24 text-center">
      <PageTitle>{t('notFound.title')}</PageTitle>
      <p className="font-display text-6xl text-gold-dark">404</p>
      <h1 className="font-display text-3xl">{t('notFound.heading')}</h1>
      <p className="text-base-content/75">{t('notFound.text')}</p>
      <div className="flex gap-3">
        <Link to={paths.home.getHref()} className="btn btn-neutral">
          {t('notFound.home')}
        </Link>
        <Link to={paths.menu.getHref()} className="btn btn-outline">
          {t('notFound.menu')}
        </Link>
      </div>
    </section>
  );
}
