import { PageTitle } from '@/components/ui/page-title.tsx';
import { QueryState } from '@/components/ui/query-state.tsx';
import { SectionTitle } from '@/components/ui/section-title.tsx';
import { useMenu } from '@/features/menu/api/get-menu.ts';
import { NewOrderForm } from '@/features/orders/components/new-order-form.tsx';
import { useDishOptionsQuestion } from '../dish-options-question.tsx';

/** New order (kitchen staff and admins): an order taken on the phone or at the counter, with the menu and the shop's options dialog. */
export default function NewOrderRoute() {
  const menu = useMenu();
  const options = useDishOptionsQuestion();
  return (
    <section className="mx-auto max-w-screen-xl space-y-6">
      <PageTitle>New Order</PageTitle>
      <SectionTitle as="h1" heading="New order" subHeading="---On the phone or at the counter---" />
      <QueryState query={menu} what="the menu">
        {(items) => <NewOrderForm menu={items} chooseOptions={options.chooseOptions} />}
      </QueryState>
      {options.dialog}
    </section>
  );
}
