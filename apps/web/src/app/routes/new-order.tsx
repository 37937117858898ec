import { PageTitle } from '@/components/ui/page-title.tsx';
import { QueryState } from '@/components/ui/query-state.tsx';
import { SectionTitle } from '@/components/ui/section-title.tsx';
import { useMenu } from '@/features/menu/api/get-menu.ts';
import { NewOrderForm } from '@/features/orders/components/new-order-form.tsx';
import { useTranslate } from '@/lib/i18n.ts';
import { useDishOptionsQuestion } from '../dish-options-question.tsx';

/** New order (kitchen staff and admins): an order taken on the phone or at the counter, with the menu and the shop's options dialog. */
export default function NewOrderRoute() {
  const t = useTranslate();
  const menu = useMenu();
  const options = useDishOptionsQuestion();
  return (
    <section className="mx-auto max-w-screen-xl space-y-6">
      <PageTitle>{t('newOrder.title')}</PageTitle>
      <SectionTitle as="h1" heading={t('newOrder.heading')} subHeading={t('newOrder.subHeading')} />
      <QueryState query={menu} what={t('newOrder.theMenu')}>
        {(items) => <NewOrderForm menu={items} chooseOptions={options.chooseOptions} />}
      </QueryState>
      {options.dialog}
    </section>
  );
}
