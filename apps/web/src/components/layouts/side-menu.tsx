import { NavLink } from 'react-router';
import { useTranslate } from '@/lib/i18n.ts';
import type { NavItem } from './navbar.tsx';

/** The dashboard's side menu: groups of links separated by a divider; the current page is highlighted. */
export function SideMenu({ groups, onNavigate }: { groups: NavItem[][]; onNavigate?: () => void }) {
  const t = useTranslate();
  return (
    <nav aria-label={t('nav.dashboard')} className="space-y-4">
      {groups.map((items, index) => (
        <ul key={items[0]?.to ?? index} className={`space-y-1 ${index > 0 ? 'border-charcoal/30 border-t pt-4' : ''}`}>
          {items.map((item) => (
            <li key={item.to}>
              <NavLink
                to={item.to}
                end
                onClick={onNavigate}
                className={({ isActive }) =>
                  `block rounded px-3 py-2 font-display uppercase ${isActive ? 'bg-white/90 text-charcoal' : 'hover:bg-white/40'}`
                }
              >
                {item.label}
                {item.waiting && item.waiting.count > 0 && (
                  <>
                    {' '}
                    <span className="badge badge-warning align-middle">
                      {item.waiting.count}
                      <span className="sr-only"> {item.waiting.words}</span>
                    </span>
                  </>
                )}
              </NavLink>
            </li>
          ))}
        </ul>
      ))}
    </nav>
  );
}
