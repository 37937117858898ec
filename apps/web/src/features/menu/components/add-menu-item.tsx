import { useState } from 'react';
import { QueryState } from '@/components/ui/query-state.tsx';
import { showDialog } from '@/lib/dialogs.ts';
import { useLanguage, useTranslate } from '@/lib/i18n.ts';
import { uploadImage } from '@/lib/upload-image.ts';
import { useCreateMenuItem } from '../api/create-menu-item.ts';
import { useMenuSections } from '../api/get-menu-sections.ts';
import { useOptionGroups } from '../api/option-groups.ts';
import { MenuItemForm } from './menu-item-form.tsx';

/** The add-a-dish form: uploads the picture first, then adds the dish with its address. */
export function AddMenuItem() {
  const t = useTranslate();
  const createItem = useCreateMenuItem();
  const optionGroups = useOptionGroups();
  const sections = useMenuSections();
  const { offered } = useLanguage();
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <QueryState query={sections} what={t('manageMenu.theSections')}>
      {(loaded) => (
        <MenuItemForm
          submitLabel={t('manageMenu.addItem')}
          translationLanguages={offered.slice(1)}
          sections={loaded}
          optionGroups={optionGroups.data}
          failure={failure}
          onSubmit={async ({ file, ...dish }) => {
            setFailure(null);
            try {
              const image = await uploadImage(file as File);
              await createItem.mutateAsync({ ...dish, image });
              await showDialog({
                icon: 'success',
                title: t('manageMenu.successful'),
                text: t('manageMenu.addedToMenu'),
                timer: 1500,
              });
              return true;
            } catch (error) {
              setFailure(error instanceof Error ? error.message : t('manageMenu.notAdded'));
              return false;
            }
          }}
        />
      )}
    </QueryState>
  );
}
