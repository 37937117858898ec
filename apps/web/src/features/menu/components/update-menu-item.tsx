import { useState } from 'react';
import { QueryState } from '@/components/ui/query-state.tsx';
import { showDialog } from '@/lib/dialogs.ts';
import { uploadImage } from '@/lib/upload-image.ts';
import { useMenu } from '../api/get-menu.ts';
import { useMenuSections } from '../api/get-menu-sections.ts';
import { useOptionGroups } from '../api/option-groups.ts';
import { useUpdateMenuItem } from '../api/update-menu-item.ts';
import { MenuItemForm } from './menu-item-form.tsx';

/** The picture for the update: the new one, or (the spec's fallback) the current one with a note saying why. */
async function pictureFor(file: File | null, current: string): Promise<{ image: string; note: string }> {
  if (!file) return { image: current, note: '' };
  try {
    return { image: await uploadImage(file), note: '' };
  } catch (error) {
    const why = error instanceof Error ? error.message : 'upload failed';
    return { image: current, note: ` The new picture was not used (${why}); the dish keeps its current one.` };
  }
}

/** The edit form of one dish, prefilled; a picture that cannot be uploaded leaves the current one. */
export function UpdateMenuItem({ id }: { id: string }) {
  const menu = useMenu();
  const updateItem = useUpdateMenuItem();
  const optionGroups = useOptionGroups();
  const sections = useMenuSections();
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <QueryState query={sections} what="the menu’s sections">
      {(loadedSections) => (
        <QueryState query={menu} what="the dish">
          {(items) => {
            const item = items.find((dish) => dish._id === id);
            if (!item) {
              return (
                <p role="alert" className="alert alert-warning">
                  This dish is no longer on the menu.
                </p>
              );
            }
            return (
              <MenuItemForm
                key={item._id}
                submitLabel="Update Item"
                sections={loadedSections}
                optionGroups={optionGroups.data}
                current={item}
                failure={failure}
                onSubmit={async ({ file, ...changes }) => {
                  setFailure(null);
                  const { image, note } = await pictureFor(file, item.image);
                  try {
                    const { modifiedCount } = await updateItem.mutateAsync({
                      id: item._id,
                      changes: { ...changes, image },
                    });
                    if (modifiedCount)
                      await showDialog({ icon: 'success', title: 'Successful!', text: `Updated to menu!${note}` });
                    return true;
                  } catch (error) {
                    setFailure(error instanceof Error ? error.message : 'The dish was not updated.');
                    return false;
                  }
                }}
              />
            );
          }}
        </QueryState>
      )}
    </QueryState>
  );
}
