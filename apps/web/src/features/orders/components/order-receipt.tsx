import type { Order } from '@bistro/contract/orders';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { QueryState } from '@/components/ui/query-state.tsx';
import { useRestaurant } from '@/config/restaurant-status.ts';
import { useBrand, useRestaurantClock, useRestaurantName } from '@/config/site-config.ts';
import { useTranslate } from '@/lib/i18n.ts';
import { useGuestOrder } from '../api/get-guest-order.ts';
import { useOrder } from '../api/get-order.ts';
import { Receipt } from './receipt.tsx';

/**
 * The receipt of an order once it is paid, issued by the restaurant as it stood then (for an
 * order paid before that was kept, as its brand and settings stand now).
 */
function ReceiptOf({ order, backTo }: { order: Order; backTo: string }) {
  const brand = useBrand();
  const name = useRestaurantName();
  const taxNumber = useRestaurant().data?.taxNumber ?? null;
  const issuer = {
    ...(order.issuer ?? { address: brand?.address ?? null, phone: brand?.phone ?? null, taxNumber }),
    name: order.issuer?.name ?? name,
  };
  const clock = useRestaurantClock();
  const t = useTranslate();
  const back: ReactNode = (
    <Link to={backTo} className="link">
      {t('receipt.back', { number: order.number })}
    </Link>
  );
  if (!order.paidAt) {
    return (
      <div className="mx-auto max-w-xl space-y-3 rounded bg-base-100 p-4 shadow md:p-8">
        <h1 className="font-display text-2xl">{t('receipt.notYet')}</h1>
        <p>{t('receipt.notYetText', { number: order.number })}</p>
        {back}
      </div>
    );
  }
  return <Receipt order={order} issuer={issuer} logo={brand?.logo ?? null} clock={clock} back={back} />;
}

/** A signed-in diner's receipt (or staff's, admins'): the same order API, with its access rules. */
export function OrderReceipt({ id, backTo }: { id: string; backTo: string }) {
  const order = useOrder(id);
  const t = useTranslate();
  return (
    <QueryState query={order} what={t('receipt.theReceipt')}>
      {(current) => <ReceiptOf order={current} backTo={backTo} />}
    </QueryState>
  );
}

/** A guest's receipt, opened by the signed key of their order's link. */
export function GuestOrderReceipt({ id, orderKey, backTo }: { id: string; orderKey: string; backTo: string }) {
  const order = useGuestOrder(id, orderKey);
  const t = useTranslate();
  return (
    <QueryState query={order} what={t('receipt.theReceipt')}>
      {(current) => <ReceiptOf order={current} backTo={backTo} />}
    </QueryState>
  );
}
