import { useState } from 'react';
import { useParams } from 'react-router';
import { SectionTitle } from '@/components/ui/section-title.tsx';
import { ErrorState, LoadingState } from '@/components/ui/status.tsx';
import { useMenu } from '@/features/menu/api/get-menu.ts';
import { uploadImage, useUpdateMenuItem } from '@/features/menu/api/menu-mutations.ts';
import { MenuItemForm } from '@/features/menu/components/menu-item-form.tsx';
import { showDialog } from '@/lib/dialogs.ts';

export default function UpdateItemRoute() {
  const { id } = useParams();
  const menu = useMenu();
  const updateItem = useUpdateMenuItem();
  const [failure, setFailure] = useState<string | null>(null);
  const item = menu.data?.find((dish) => dish._id === id);

  return (
    <section className="mx-auto max-w-3xl">
      <title>Bistro Boss | Update this item</title>
      <SectionTitle as="h1" heading="Update this item" subHeading="---Keep it fresh---" />
      {menu.isPending ? (
        <LoadingState label="Loading the dish…" />
      ) : menu.isError ? (
        <ErrorState what="the dish" error={menu.error} onRetry={() => void menu.refetch()} />
      ) : !item ? (
        <p role="alert" className="alert alert-warning">
          This dish is no longer on the menu.
        </p>
      ) : (
        <MenuItemForm
          key={item._id}
          submitLabel="Update Item"
          current={item}
          failure={failure}
          onSubmit={async ({ file, ...changes }) => {
            setFailure(null);
            // As the spec's fallback: if the new picture cannot be uploaded, keep the current one and say so.
            let image = item.image;
            let note = '';
            if (file) {
              try {
                image = await uploadImage(file);
              } catch (error) {
                note = ` The new picture was not used (${error instanceof Error ? error.message : 'upload failed'}); the dish keeps its current one.`;
              }
            }
            try {
              const { modifiedCount } = await updateItem.mutateAsync({ id: item._id, changes: { ...changes, image } });
              if (modifiedCount)
                await showDialog({ icon: 'success', title: 'Successful!', text: `Updated to menu!${note}` });
              return true;
            } catch (error) {
              setFailure(error instanceof Error ? error.message : 'The dish was not updated.');
              return false;
            }
          }}
        />
      )}
    </section>
  );
}
