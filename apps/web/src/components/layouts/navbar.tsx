import { type Language, languageOfPath } from '@bistro/contract/languages';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { BrandMark } from '@/components/ui/brand-mark.tsx';
import { paths } from '@/config/paths.ts';
import { useLanguage, useTranslate } from '@/lib/i18n.ts';
import { LanguageSwitcher } from './language-switcher.tsx';

export interface NavItem {
  label: string;
  to: string;
  /** Highlight the link for every path under this prefix (e.g. every shop tab). */
  activePrefix?: string;
  /** Only in the phone menu (the desktop bar shows it elsewhere). */
  phoneOnly?: boolean;
  /** Things waiting on that page, counted beside its link (the requests waiting on the bookings board), and in words. */
  waiting?: { count: number; words: string };
  /** Its address from a page, for a link that brings the person back there (Log In, and Sign Up from it). */
  from?: (page: string) => string;
}

/** The pages a sign-in starts from or lands on: a link to Log In from them keeps where it was going. */
const signInPages: string[] = [paths.login.path, paths.signup.path];

/** What a visitor who is not signed in sees, in the page's language. */
export function useVisitorNavItems(): NavItem[] {
  const t = useTranslate();
  const { localized } = useLanguage();
  return [
    { label: t('nav.ourMenu'), to: localized(paths.menu.getHref()) },
    { label: t('nav.order'), to: localized(paths.order.getHref()), activePrefix: localized('/order/') },
    // A guest's booking form where the restaurant takes them; otherwise a visitor signs in on the way.
    { label: t('nav.bookTable'), to: paths.bookTable.getHref() },
    {
      label: t('nav.logIn'),
      to: localized(paths.login.getHref()),
      from: (page) => localized(paths.login.getHref(page)),
    },
  ];
}

function NavItemLink({ item, onNavigate }: { item: NavItem; onNavigate?: () => void }) {
  const { pathname, search } = useLocation();
  const here = pathname + search;
  const { offered } = useLanguage();
  const page = languageOfPath(pathname, offered).path;
  const to = item.from && page !== paths.home.getHref() && !signInPages.includes(page) ? item.from(here) : item.to;
  return (
    <NavLink
      to={to}
      onClick={onNavigate}
      className={({ isActive }) => {
        const active = isActive || (item.activePrefix !== undefined && pathname.startsWith(item.activePrefix));
        return `rounded px-3 py-2 font-semibold uppercase transition-colors hover:text-gold ${active ? 'text-gold' : ''}`;
      }}
    >
      {item.label}
    </NavLink>
  );
}

interface NavbarProps {
  items?: NavItem[];
  /** Shown before the Order button (the signed-in cart button). */
  end?: ReactNode;
  /** When set, a Log Out button closes the list of links. */
  onLogOut?: () => void;
  /** How the language switcher keeps a choice beyond this browser (a signed-in person's account). */
  chooseLanguage?: (language: Language) => Promise<void>;
}

function LogOutButton({ onLogOut }: { onLogOut: () => void }) {
  const t = useTranslate();
  return (
    <button type="button" onClick={onLogOut} className="rounded px-3 py-2 font-semibold uppercase hover:text-gold">
      {t('nav.logOut')}
    </button>
  );
}

/** The fixed top bar: brand, links (a disclosure menu on phones) and the Order button. */
export function Navbar({ items, end, onLogOut, chooseLanguage }: NavbarProps) {
  const t = useTranslate();
  const { localized } = useLanguage();
  const visitorItems = useVisitorNavItems();
  const links = items ?? visitorItems;
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();

  // Escape closes the phone menu, and focus goes back to its button.
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggle.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  // Close the phone menu after any navigation.
  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname is the trigger, not a value read.
  useEffect(() => setOpen(false), [pathname]);

  return (
    <header className="fixed inset-x-0 top-0 z-30 bg-black/80 text-white backdrop-blur-sm">
      <nav aria-label={t('nav.main')} className="navbar mx-auto max-w-screen-xl gap-2 px-4">
        <div className="navbar-start gap-1">
          <button
            ref={toggle}
            type="button"
            className="btn btn-ghost btn-square text-white lg:hidden"
            aria-expanded={open}
            aria-controls={menuId}
            aria-label={open ? t('nav.closeMenu') : t('nav.openMenu')}
            onClick={() => setOpen((value) => !value)}
          >
            <svg
              viewBox="0 0 24 24"
              className="h-6 w-6"
              aria-hidden="true"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
            </svg>
          </button>
          <Link to={localized(paths.home.getHref())}>
            <BrandMark
              nameClassName="whitespace-nowrap font-display font-bold text-lg tracking-wide md:text-2xl"
              subtitleClassName="font-display text-xs tracking-[0.3em] md:text-base"
            />
          </Link>
        </div>
        <ul className="navbar-center hidden items-center gap-1 lg:flex">
          {links
            .filter((item) => !item.phoneOnly)
            .map((item) => (
              <li key={item.label}>
                <NavItemLink item={item} />
              </li>
            ))}
          {onLogOut && (
            <li>
              <LogOutButton onLogOut={onLogOut} />
            </li>
          )}
        </ul>
        <div className="navbar-end gap-2">
          <LanguageSwitcher choose={chooseLanguage} />
          {end}
          <Link to={localized(paths.order.getHref())} className="btn btn-accent btn-sm uppercase md:btn-md">
            {t('nav.order')}
          </Link>
        </div>
      </nav>
      <ul id={menuId} hidden={!open} className="border-white/10 border-t bg-charcoal/95 px-4 py-2 lg:hidden">
        {links.map((item) => (
          <li key={item.label} className="py-1">
            <NavItemLink item={item} onNavigate={() => setOpen(false)} />
          </li>
        ))}
        {onLogOut && (
          <li className="py-1">
            <LogOutButton onLogOut={onLogOut} />
          </li>
        )}
      </ul>
    </header>
  );
}
