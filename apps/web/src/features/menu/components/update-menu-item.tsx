import { useState } from 'react';
import { QueryState } from '@/components/ui/query-state.tsx';
import { ApiRequestError } from '@/lib/api-client.ts';
import { showDialog } from '@/lib/dialogs.ts';
import { type Translate, useLanguage, useTranslate } from '@/lib/i18n.ts';
import { uploadImage } from '@/lib/upload-image.ts';
import { useMenuItem } from '../api/get-menu-item.ts';
import { useMenuSections } from '../api/get-menu-sections.ts';
import { useOptionGroups } from '../api/option-groups.ts';
import { useUpdateMenuItem } from '../api/update-menu-item.ts';
import { MenuItemForm } from './menu-item-form.tsx';

/** The picture for the update: the new one, or (the spec's fallback) the current one with why the new one was not used. */
async function pictureFor(
  t: Translate,
  file: File | null,
  current: string,
): Promise<{ image: string; notUsedWhy: string | null }> {
  if (!file) return { image: current, notUsedWhy: null };
  try {
    return { image: await uploadImage(file), notUsedWhy: null };
  } catch (error) {
    return { image: current, notUsedWhy: error instanceof Error ? error.message : t('manageMenu.uploadFailed') };
  }
}

/**
 * The edit form of one dish, prefilled with its texts in the default language and its
 * translations (whatever the dashboard's language); a picture that cannot be uploaded leaves the current one.
 */
export function UpdateMenuItem({ id }: { id: string }) {
  const t = useTranslate();
  const dish = useMenuItem(id);
  const { offered } = useLanguage();
  const updateItem = useUpdateMenuItem();
  const optionGroups = useOptionGroups();
  const sections = useMenuSections();
  const [failure, setFailure] = useState<string | null>(null);
  if (dish.error instanceof ApiRequestError && dish.error.status === 404) {
    return (
      <p role="alert" className="alert alert-warning">
        {t('manageMenu.noLongerOnMenu')}
      </p>
    );
  }
  return (
    <QueryState query={sections} what={t('manageMenu.theSections')}>
      {(loadedSections) => (
        <QueryState query={dish} what={t('manageMenu.theDish')}>
          {(item) => {
            return (
              <MenuItemForm
                key={item._id}
                submitLabel={t('manageMenu.updateItem')}
                translationLanguages={offered.slice(1)}
                sections={loadedSections}
                optionGroups={optionGroups.data}
                current={item}
                failure={failure}
                onSubmit={async ({ file, ...changes }) => {
                  setFailure(null);
                  const { image, notUsedWhy } = await pictureFor(t, file, item.image);
                  try {
                    const { modifiedCount } = await updateItem.mutateAsync({
                      id: item._id,
                      changes: { ...changes, image },
                    });
                    if (modifiedCount)
                      await showDialog({
                        icon: 'success',
                        title: t('manageMenu.successful'),
                        text: notUsedWhy
                          ? t('manageMenu.updatedPictureNotUsed', { why: notUsedWhy })
                          : t('manageMenu.updatedToMenu'),
                      });
                    return true;
                  } catch (error) {
                    setFailure(error instanceof Error ? error.message : t('manageMenu.notUpdated'));
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
