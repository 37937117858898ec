import { useState } from 'react';
import { SectionTitle } from '@/components/ui/section-title.tsx';
import { uploadImage, useCreateMenuItem } from '@/features/menu/api/menu-mutations.ts';
import { MenuItemForm } from '@/features/menu/components/menu-item-form.tsx';
import { showDialog } from '@/lib/dialogs.ts';

export default function AddItemRoute() {
  const createItem = useCreateMenuItem();
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <section className="mx-auto max-w-3xl">
      <title>Bistro Boss | Add an item</title>
      <SectionTitle as="h1" heading="Add an item" subHeading="---What's new?---" />
      <MenuItemForm
        submitLabel="Add Item"
        failure={failure}
        onSubmit={async ({ file, ...dish }) => {
          setFailure(null);
          try {
            const image = await uploadImage(file as File);
            await createItem.mutateAsync({ ...dish, image });
            await showDialog({ icon: 'success', title: 'Successful!', text: 'Added to menu!', timer: 1500 });
            return true;
          } catch (error) {
            setFailure(error instanceof Error ? error.message : 'The dish was not added.');
            return false;
          }
        }}
      />
    </section>
  );
}
