import { servedHours } from '@bistro/contract/opening-hours';
import { type MenuSection, sectionParam } from '@bistro/contract/shop';
import { useState } from 'react';
import { Link } from 'react-router';
import { QueryState } from '@/components/ui/query-state.tsx';
import { paths } from '@/config/paths.ts';
import { confirmDialog, showFailure } from '@/lib/dialogs.ts';
import { useHoursWords } from '@/lib/hours-words.ts';
import { useTranslate } from '@/lib/i18n.ts';
import { useMenu } from '../api/get-menu.ts';
import { useMenuSections } from '../api/get-menu-sections.ts';
import { useDeleteMenuSection, useSaveMenuSection } from '../api/menu-sections.ts';
import { SectionForm } from './section-form.tsx';

/**
 * The menu's sections (docs/menu-sections.md), in the order of the shop's tabs: each with its
 * address, its dishes' count, whether it is hidden and when it is served; a new one placed after
 * another, a change, a move up or down, and a deletion (refused while a dish is only there).
 * Dishes are put in sections on their own form.
 */
export function SectionsManager() {
  const t = useTranslate();
  const hoursWords = useHoursWords();
  const sections = useMenuSections();
  const menu = useMenu();
  const save = useSaveMenuSection();
  const remove = useDeleteMenuSection();
  const [editing, setEditing] = useState<string | 'new' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  /** " · 3 dishes" once the menu is in. */
  const dishCountOf = (section: MenuSection) => {
    const count = menu.data?.filter((dish) => dish.sections.includes(section.slug)).length;
    return count === undefined ? '' : ` · ${t('manageMenu.sectionDishes', { count })}`;
  };

  const saved = async (work: () => Promise<unknown>) => {
    setFailure(null);
    try {
      await work();
      setEditing(null);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : t('manageMenu.sectionNotSaved'));
    }
  };
  const move = async (section: MenuSection, position: number) => {
    try {
      await save.mutateAsync({ id: section.id, section: { position } });
    } catch (error) {
      await showFailure(t('manageMenu.notMoved'), error);
    }
  };
  const deleteSection = async (section: MenuSection) => {
    const sure = await confirmDialog({
      text: t('manageMenu.sectionGoes', { name: section.name }),
    });
    if (!sure) return;
    try {
      await remove.mutateAsync(section.id);
    } catch (error) {
      await showFailure(t('manageMenu.notDeleted'), error);
    }
  };

  return (
    <QueryState query={sections} what={t('manageMenu.theSections')}>
      {(list) => (
        <div className="space-y-6">
          {editing === 'new' ? (
            <SectionForm
              sections={list}
              failure={failure}
              onCancel={() => setEditing(null)}
              onSave={(section) => saved(() => save.mutateAsync({ section }))}
            />
          ) : (
            <button type="button" className="btn btn-primary min-h-11" onClick={() => setEditing('new')}>
              {t('manageMenu.newSection')}
            </button>
          )}
          <ol className="space-y-3" aria-label={t('manageMenu.sectionsInOrder')}>
            {list.map((section, index) =>
              editing === section.id ? (
                <li key={section.id}>
                  <SectionForm
                    current={section}
                    sections={list}
                    failure={failure}
                    onCancel={() => setEditing(null)}
                    onSave={(changes) => saved(() => save.mutateAsync({ id: section.id, section: changes }))}
                  />
                </li>
              ) : (
                <li key={section.id} className="flex flex-wrap items-center gap-3 rounded bg-base-100 p-4 shadow">
                  <div className="min-w-48 flex-1">
                    <h2 className="font-semibold text-lg">
                      {section.name}
                      {section.hidden && (
                        <span className="badge badge-neutral ml-2 align-middle">{t('manageMenu.hidden')}</span>
                      )}
                    </h2>
                    <p className="text-base-content/70 text-sm">
                      <Link to={paths.order.getHref(sectionParam(section.slug))} className="link">
                        {paths.order.getHref(sectionParam(section.slug))}
                      </Link>
                      {dishCountOf(section)}
                      {section.hours &&
                        ` · ${t('manageMenu.servedHours', { hours: servedHours(section.hours, hoursWords) })}`}
                    </p>
                  </div>
                  <div className="flex flex-wrap gap-2">
                    <button
                      type="button"
                      className="btn btn-ghost btn-sm min-h-11"
                      disabled={index === 0}
                      onClick={() => void move(section, index - 1)}
                    >
                      {t('manageMenu.moveUp')}
                      <span className="sr-only">: {section.name}</span>
                    </button>
                    <button
                      type="button"
                      className="btn btn-ghost btn-sm min-h-11"
                      disabled={index === list.length - 1}
                      onClick={() => void move(section, index + 1)}
                    >
                      {t('manageMenu.moveDown')}
                      <span className="sr-only">: {section.name}</span>
                    </button>
                    <button
                      type="button"
                      className="btn btn-outline btn-sm min-h-11"
                      onClick={() => {
                        setFailure(null);
                        setEditing(section.id);
                      }}
                    >
                      {t('manageMenu.change')}
                      <span className="sr-only"> {section.name}</span>
                    </button>
                    <button
                      type="button"
                      className="btn btn-ghost btn-sm min-h-11 text-error"
                      onClick={() => void deleteSection(section)}
                    >
                      {t('manageMenu.delete')}
                      <span className="sr-only"> {section.name}</span>
                    </button>
                  </div>
                </li>
              ),
            )}
          </ol>
        </div>
      )}
    </QueryState>
  );
}
