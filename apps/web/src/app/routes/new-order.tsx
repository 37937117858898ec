import type { MenuItem } from '@bistro/contract/menu';
import type { ChosenChoice } from '@bistro/contract/options';
import { useState } from 'react';
import { QueryState } from '@/components/ui/query-state.tsx';
import { SectionTitle } from '@/components/ui/section-title.tsx';
import { DishOptionsDialog } from '@/features/cart/components/dish-options-dialog.tsx';
import { useMenu } from '@/features/menu/api/get-menu.ts';
import { NewOrderForm } from '@/features/orders/components/new-order-form.tsx';

/** A dish whose options are being chosen, and how the question ends (the choices, or null when closed). */
interface OptionsQuestion {
  item: MenuItem;
  answer: (choices: ChosenChoice[] | null) => void;
}

/** New order (kitchen staff and admins): an order taken on the phone or at the counter, with the menu and the shop's options dialog. */
export default function NewOrderRoute() {
  const menu = useMenu();
  const [question, setQuestion] = useState<OptionsQuestion | null>(null);
  const chooseOptions = (item: MenuItem) =>
    new Promise<ChosenChoice[] | null>((resolve) =>
      setQuestion({
        item,
        answer: (choices) => {
          setQuestion(null);
          resolve(choices);
        },
      }),
    );
  return (
    <section className="mx-auto max-w-screen-xl space-y-6">
      <title>Bistro Boss | New Order</title>
      <SectionTitle as="h1" heading="New order" subHeading="---On the phone or at the counter---" />
      <QueryState query={menu} what="the menu">
        {(items) => <NewOrderForm menu={items} chooseOptions={chooseOptions} />}
      </QueryState>
      {question && (
        <DishOptionsDialog
          key={question.item._id}
          item={question.item}
          addLabel="Add to order"
          onAdd={async (choices) => question.answer(choices)}
          onClose={() => question.answer(null)}
        />
      )}
    </section>
  );
}
