import { useLingui } from '@lingui/react';
import { useRestaurant } from '@/config/restaurant-status.ts';
import { orderingNotice } from '../ordering-notice.ts';

/**
 * The banner of every page a diner orders from: paused, closed (with the next opening) or no
 * more orders today. Nothing while they can order for as soon as possible, or while it loads.
 */
export function OrderingNotice({ className = '' }: { className?: string }) {
  const { data: status } = useRestaurant();
  const { i18n } = useLingui();
  const notice = status ? orderingNotice(status, i18n) : null;
  if (!notice) return null;
  return (
    <div role="status" className={`alert ${notice.tone === 'warning' ? 'alert-warning' : 'alert-info'} ${className}`}>
      <div>
        <p className="font-semibold">{notice.title}</p>
        {notice.text && <p>{notice.text}</p>}
      </div>
    </div>
  );
}
