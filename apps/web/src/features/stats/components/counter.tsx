import { intlLocaleOf } from '@bistro/contract/languages';
import { formatPrice } from '@bistro/contract/money';
import { usePageLanguage } from '@/lib/i18n.ts';

/**
 * A figure under its label, shown as it is from the first paint: "$1,234.50" for money (as the
 * restaurant writes its prices), "1,234" for a count (« 1 234 »: as the page's language writes it).
 */
export function Counter({
  label,
  value,
  money = false,
  note,
}: {
  label: string;
  value: number;
  money?: boolean;
  /** A line under the figure (what it holds). */
  note?: string | undefined;
}) {
  const count = new Intl.NumberFormat(intlLocaleOf(usePageLanguage()), { maximumFractionDigits: 0 });
  return (
    <div className="stat rounded bg-base-100 shadow">
      <div className="stat-title">{label}</div>
      <div className="stat-value text-gold-dark">{money ? formatPrice(value) : count.format(value)}</div>
      {note && <div className="stat-desc whitespace-normal text-base-content/80">{note}</div>}
    </div>
  );
}
