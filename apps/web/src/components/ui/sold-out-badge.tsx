import { useTranslate } from '@/lib/i18n.ts';

/** Marks a dish the kitchen has run out of ("86"): shown, but not to be ordered now. */
export function SoldOutBadge({ id, className = '' }: { id?: string; className?: string }) {
  const t = useTranslate();
  return (
    <span id={id} className={`badge badge-error font-semibold uppercase ${className}`}>
      {t('shop.soldOut')}
    </span>
  );
}
