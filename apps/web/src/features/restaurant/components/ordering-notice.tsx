import { type OrderingFacts, orderingFactsOf } from '@bistro/contract/ordering-facts';
import { useLingui } from '@lingui/react';
import { useQueryClient } from '@tanstack/react-query';
import { renderedOrderingFactsKey, useRestaurant } from '@/config/restaurant-status.ts';
import { orderingNotice } from '../ordering-notice.ts';

/**
 * The banner of every page a diner orders from: paused, closed (with the next opening) or no
 * more orders today. Nothing while they can order for as soon as possible, or while it loads;
 * on a page the server rendered, what it rendered until the status arrives.
 */
export function OrderingNotice({ className = '' }: { className?: string }) {
  const { data: status } = useRestaurant();
  const rendered = useQueryClient().getQueryData<OrderingFacts>(renderedOrderingFactsKey);
  const { i18n } = useLingui();
  const facts = status ? orderingFactsOf(status) : rendered;
  const notice = facts ? orderingNotice(facts, i18n) : null;
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
