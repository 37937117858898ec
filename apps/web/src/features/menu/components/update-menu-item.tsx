import { useState } from 'react';
import { QueryState } from '@/components/ui/query-state.tsx';
import { ApiRequestError } from '@/lib/api-client.ts';
import { showDialog } from '@/lib/dialogs.ts';
import { useLanguage } from '@/lib/i18n.ts';
import { uploadImage } from '@/lib/upload-image.ts';
import { useMenuItem } from '../api/get-menu-item.ts';
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

/**
 * The edit form of one dish, prefilled with its texts in the default language and its
 * translations (whatever the dashboard's language); a picture that cannot be uploaded leaves the current one.
 */
export function UpdateMenuItem({ id }: { id: string }) {
  const dish = useMenuItem(id);
  const { offered } = useLanguage();
  const updateItem = useUpdateMenuItem();
  const optionGroups = useOptionGroups();
  const sections = useMenuSections();
  const [failure, setFailure] = useState<string | null>(null);
  if (dish.error instanceof ApiRequestError && dish.error.status === 404) {
    return (
      <p role="alert" className="alert alert-warning">
        This dish is no longer on the menu.
      </p>
    );
  }
  return (
    <QueryState query={sections} what="the menu’s sections">
      {(loadedSections) => (
        <QueryState query={dish} what="the dish">
          {(item) => {
            return (
              <MenuItemForm
                key={item._id}
                submitLabel="Update Item"
                translationLanguages={offered.slice(1)}
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
