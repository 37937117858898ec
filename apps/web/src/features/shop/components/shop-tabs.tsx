import { type ShopTab, shopTabs } from '@bistro/contract/shop';
import type { KeyboardEvent, ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '@/config/paths.ts';
import { useHydrated } from '@/lib/use-hydrated.ts';

const tabId = (param: string) => `shop-tab-${param}`;
const panelId = 'shop-tab-panel';
const tabListId = 'shop-tabs';

/** The tab a key moves to from tab `from` (arrows wrap around), or undefined for any other key. */
function tabAfterKey(key: string, from: number) {
  const last = shopTabs.length - 1;
  const to = { ArrowRight: from === last ? 0 : from + 1, ArrowLeft: from === 0 ? last : from - 1, Home: 0, End: last }[
    key
  ];
  return to === undefined ? undefined : shopTabs[to];
}

/**
 * The shop's five tabs and the selected one's panel. Every tab is a link to its own address, a
 * page the server renders whole: a tap works before the browser has taken the page over, and
 * without JavaScript. Once it has, they are the ARIA tabs pattern: one Tab stop, and the arrow
 * keys, Home and End move between tabs, each selected as it gets focus.
 */
export function ShopTabs({ selected, children }: { selected: ShopTab; children: ReactNode }) {
  const navigate = useNavigate();
  // Before the browser takes over, a tab loads its page, which opens at the tabs (the address's
  // #shop-tabs) as a tab switched in place would; no key moves between tabs: each is a Tab stop.
  const hydrated = useHydrated();
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    // From the focused tab, not the selected one: its page may still be on its way.
    const focused = event.target instanceof HTMLElement ? event.target.id : '';
    const from = shopTabs.findIndex((tab) => tabId(tab.param) === focused);
    const tab = from === -1 ? undefined : tabAfterKey(event.key, from);
    if (!tab) return;
    event.preventDefault();
    document.getElementById(tabId(tab.param))?.focus();
    void navigate(paths.order.getHref(tab.param), { preventScrollReset: true });
  };
  return (
    <>
      {/* On a phone the tabs take fixed places, three then two centred, whatever the width of
          their names: it changes when the web font arrives, and moved a tab to the other row. */}
      <div
        id={tabListId}
        role="tablist"
        aria-label="Dishes by category"
        onKeyDown={onKeyDown}
        className="mb-10 grid scroll-mt-24 grid-cols-6 gap-2 text-center sm:flex sm:flex-wrap sm:justify-center md:gap-6"
      >
        {shopTabs.map((tab) => (
          <Link
            key={tab.param}
            to={hydrated ? paths.order.getHref(tab.param) : `${paths.order.getHref(tab.param)}#${tabListId}`}
            preventScrollReset
            role="tab"
            id={tabId(tab.param)}
            aria-selected={tab === selected}
            aria-controls={panelId}
            tabIndex={hydrated && tab !== selected ? -1 : 0}
            className={`col-span-2 border-b-4 px-1 py-2 font-semibold uppercase outline-offset-2 nth-4:col-start-2 sm:px-3 ${
              tab === selected ? 'border-gold text-gold-dark' : 'border-transparent'
            }`}
          >
            {tab.label}
          </Link>
        ))}
      </div>
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(selected.param)}>
        {children}
      </div>
    </>
  );
}
