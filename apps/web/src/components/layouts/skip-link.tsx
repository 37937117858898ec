import { useTranslate } from '@/lib/i18n.ts';

/** The first thing a keyboard reaches: a link past the menus to the page's own content (`#main`). */
export function SkipLink() {
  const t = useTranslate();
  return (
    <a
      href="#main"
      className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:start-2 focus:z-50 focus:bg-base-100 focus:p-2 focus:text-charcoal"
    >
      {t('nav.skipToContent')}
    </a>
  );
}
