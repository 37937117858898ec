/** The first thing a keyboard reaches: a link past the menus to the page's own content (`#main`). */
export function SkipLink() {
  return (
    <a
      href="#main"
      className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:bg-base-100 focus:p-2 focus:text-charcoal"
    >
      Skip to content
    </a>
  );
}
