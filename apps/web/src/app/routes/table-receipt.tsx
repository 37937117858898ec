import { useParams } from 'react-router';
import { PageTitle } from '@/components/ui/page-title.tsx';
import { QueryState } from '@/components/ui/query-state.tsx';
import { useRestaurantName } from '@/config/site-config.ts';
import { useTabReceipt } from '@/features/tables/api/tab-payments.ts';
import { TabReceiptView } from '@/features/tables/components/tab-receipt.tsx';
import { useTranslate } from '@/lib/i18n.ts';

/** A payer's receipt of their part of a table's tab (the link they keep after paying). */
export default function TableReceiptRoute() {
  const { code = '', paymentId = '' } = useParams();
  const t = useTranslate();
  const receipt = useTabReceipt(code, paymentId);
  const restaurant = useRestaurantName();
  return (
    <section className="px-4 pt-28 pb-16">
      <PageTitle>{t('table.receipt.title')}</PageTitle>
      <QueryState query={receipt} what={t('receipt.yourReceipt')}>
        {(loaded) => <TabReceiptView receipt={loaded} restaurant={restaurant} />}
      </QueryState>
    </section>
  );
}
