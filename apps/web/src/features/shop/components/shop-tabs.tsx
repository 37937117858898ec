import { directionOf } from '@bistro/contract/languages';
import type { ShopTab } from '@bistro/contract/shop';
import { type KeyboardEvent, type ReactNode, useEffect, useRef } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '@/config/paths.ts';
import { useHydrated } from '@/lib/hydration.tsx';
import { useLanguage, useTranslate } from '@/lib/i18n.ts';

const tabId = (param: string) => `shop-tab-${param}`;
const panelId = 'shop-tab-panel';
const tabListId = 'shop-tabs';

/**
 * The tab a key moves to from tab `from` (arrows wrap around), or undefined for any other key. On a
 * right-to-left page the next tab is on the left: the arrows follow what the eye sees.
 */
function tabAfterKey(tabs: readonly ShopTab[], key: string, from: number, rtl: boolean) {
  const last = tabs.length - 1;
  const next = from === last ? 0 : from + 1;
  const previous = from === 0 ? last : from - 1;
  const to = {
    ArrowRight: rtl ? previous : next,
    ArrowLeft: rtl ? next : previous,
    Home: 0,
    End: last,
  }[key];
  return to === undefined ? undefined : tabs[to];
}

/** A tab's name: a section's is the owner's; the collections' the product's, in the page's language. */
export function useTabLabel(): (tab: ShopTab) => string {
  const t = useTranslate();
  return (tab) =>
    tab.kind === 'section' ? tab.label : t(tab.collection === 'popular' ? 'shop.tabPopular' : 'shop.tabOffers');
}

/**
 * The shop's tabs and the selected one's panel. Every tab is a link to its own address, a
 * page the server renders whole: a tap works before the browser has taken the page over, and
 * without JavaScript. Once it has, they are the ARIA tabs pattern: one Tab stop, and the arrow
 * keys, Home and End move between tabs, each selected as it gets focus.
 */
export function ShopTabs({
  tabs,
  selected,
  search = '',
  children,
}: {
  /** The tabs in order: the menu's visible sections, then the collections. */
  tabs: readonly ShopTab[];
  selected: ShopTab;
  /** The query every tab keeps (the dietary filter), with its `?`, or empty. */
  search?: string;
  children: ReactNode;
}) {
  const navigate = useNavigate();
  const t = useTranslate();
  const { language, localized } = useLanguage();
  const tabHref = (tab: ShopTab) => `${localized(paths.order.getHref(tab.param))}${search}`;
  const label = useTabLabel();
  // Before the browser takes over, a tab loads its page, which opens at the tabs (the address's
  // #shop-tabs) as a tab switched in place would; no key moves between tabs: each is a Tab stop.
  const hydrated = useHydrated();
  const tabList = useRef<HTMLDivElement>(null);
  // On a phone the tabs scroll sideways in one row: the selected one is brought to the middle.
  const selectedParam = selected.param;
  useEffect(() => {
    const list = tabList.current;
    const tab = document.getElementById(tabId(selectedParam));
    if (list && tab) list.scrollLeft = tab.offsetLeft - (list.clientWidth - tab.offsetWidth) / 2;
  }, [selectedParam]);
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    // From the focused tab, not the selected one: its page may still be on its way.
    const focused = event.target instanceof HTMLElement ? event.target.id : '';
    const from = tabs.findIndex((tab) => tabId(tab.param) === focused);
    const tab = from === -1 ? undefined : tabAfterKey(tabs, event.key, from, directionOf(language) === 'rtl');
    if (!tab) return;
    event.preventDefault();
    document.getElementById(tabId(tab.param))?.focus();
    void navigate(tabHref(tab), { preventScrollReset: true });
  };
  return (
    <>
      {/* One row, whatever the width: it scrolls sideways when the tabs do not fit. */}
      <div
        ref={tabList}
        id={tabListId}
        role="tablist"
        aria-label={t('shop.byCategory')}
        onKeyDown={onKeyDown}
        className="relative mb-4 flex scroll-mt-24 justify-center-safe gap-1 overflow-x-auto whitespace-nowrap p-1.5 md:mb-10 md:gap-6"
      >
        {tabs.map((tab) => (
          <Link
            key={tab.param}
            to={`${tabHref(tab)}${hydrated ? '' : `#${tabListId}`}`}
            preventScrollReset
            role="tab"
            id={tabId(tab.param)}
            aria-selected={tab.param === selected.param}
            aria-controls={panelId}
            tabIndex={hydrated && tab.param !== selected.param ? -1 : 0}
            className={`shrink-0 border-b-4 px-3 py-2 font-semibold text-sm uppercase md:text-base ${
              tab.param === selected.param ? 'border-gold text-gold-dark' : 'border-transparent'
            }`}
          >
            {label(tab)}
          </Link>
        ))}
      </div>
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(selected.param)}>
        {children}
      </div>
    </>
  );
}
