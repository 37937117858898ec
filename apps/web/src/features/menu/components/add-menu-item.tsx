import { useState } from 'react';
import { showDialog } from '@/lib/dialogs.ts';
import { useCreateMenuItem } from '../api/create-menu-item.ts';
import { useOptionGroups } from '../api/option-groups.ts';
import { uploadImage } from '../api/upload-image.ts';
import { MenuItemForm } from './menu-item-form.tsx';

/** The add-a-dish form: uploads the picture first, then adds the dish with its address. */
export function AddMenuItem() {
  const createItem = useCreateMenuItem();
  const optionGroups = useOptionGroups();
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <MenuItemForm
      submitLabel="Add Item"
      optionGroups={optionGroups.data}
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
  );
}
