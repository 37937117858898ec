import { servedHours } from '@bistro/contract/opening-hours';
import { type MenuSection, sectionParam } from '@bistro/contract/shop';
import { useState } from 'react';
import { Link } from 'react-router';
import { QueryState } from '@/components/ui/query-state.tsx';
import { paths } from '@/config/paths.ts';
import { confirmDialog, showFailure } from '@/lib/dialogs.ts';
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
  const sections = useMenuSections();
  const menu = useMenu();
  const save = useSaveMenuSection();
  const remove = useDeleteMenuSection();
  const [editing, setEditing] = useState<string | 'new' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const dishesIn = (section: MenuSection) => menu.data?.filter((dish) => dish.sections.includes(section.slug)).length;

  const saved = async (work: () => Promise<unknown>) => {
    setFailure(null);
    try {
      await work();
      setEditing(null);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : 'The section was not saved.');
    }
  };
  const move = async (section: MenuSection, position: number) => {
    try {
      await save.mutateAsync({ id: section.id, section: { position } });
    } catch (error) {
      await showFailure('Not moved', error);
    }
  };
  const deleteSection = async (section: MenuSection) => {
    const sure = await confirmDialog({
      text: `${section.name} goes from the shop and the menu; its dishes stay in their other sections.`,
      confirmText: 'Yes, delete it!',
    });
    if (!sure) return;
    try {
      await remove.mutateAsync(section.id);
    } catch (error) {
      await showFailure('Not deleted', error);
    }
  };

  return (
    <QueryState query={sections} what="the menu’s sections">
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
              New section
            </button>
          )}
          <ol className="space-y-3" aria-label="Sections, in the order of the shop’s tabs">
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
                      {section.hidden && <span className="badge badge-neutral ml-2 align-middle">Hidden</span>}
                    </h2>
                    <p className="text-base-content/70 text-sm">
                      <Link to={paths.order.getHref(sectionParam(section.slug))} className="link">
                        /order/{sectionParam(section.slug)}
                      </Link>
                      {dishesIn(section) !== undefined && ` · ${dishesIn(section)} dishes`}
                      {section.hours && ` · served ${servedHours(section.hours)}`}
                    </p>
                  </div>
                  <div className="flex flex-wrap gap-2">
                    <button
                      type="button"
                      className="btn btn-ghost btn-sm min-h-11"
                      disabled={index === 0}
                      onClick={() => void move(section, index - 1)}
                    >
                      Move up<span className="sr-only">: {section.name}</span>
                    </button>
                    <button
                      type="button"
                      className="btn btn-ghost btn-sm min-h-11"
                      disabled={index === list.length - 1}
                      onClick={() => void move(section, index + 1)}
                    >
                      Move down<span className="sr-only">: {section.name}</span>
                    </button>
                    <button
                      type="button"
                      className="btn btn-outline btn-sm min-h-11"
                      onClick={() => {
                        setFailure(null);
                        setEditing(section.id);
                      }}
                    >
                      Change<span className="sr-only"> {section.name}</span>
                    </button>
                    <button
                      type="button"
                      className="btn btn-ghost btn-sm min-h-11 text-error"
                      onClick={() => void deleteSection(section)}
                    >
                      Delete<span className="sr-only"> {section.name}</span>
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
