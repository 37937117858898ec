import { useTranslate } from '@/lib/i18n.ts';

interface PagerProps {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
  /** Names the navigation: "Pages of dishes". */
  label: string;
}

/** Previous and Next between the pages of a list, and which page this is; nothing when there is one page. */
export function Pager({ page, pageCount, onPage, label }: PagerProps) {
  const t = useTranslate();
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={label} className="mt-4 flex items-center justify-between gap-3">
      <button type="button" className="btn min-h-11 min-w-11" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('pager.previous')}
      </button>
      <p aria-live="polite">{t('pager.page', { page, pageCount })}</p>
      <button
        type="button"
        className="btn min-h-11 min-w-11"
        disabled={page >= pageCount}
        onClick={() => onPage(page + 1)}
      >
        {t('pager.next')}
      </button>
    </nav>
  );
}
