import type { Brand, HomePage } from '@bistro/contract/brand';
import { pictureAt, widePicture } from '@bistro/contract/pictures';

const attribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const text = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** A replacement that is never read as a `$&`-style pattern (a name may hold `$`). */
const put = (html: string, marker: string | RegExp, value: string) => html.replace(marker, () => value);

/**
 * index.html in the restaurant's name: its title, description and "needs JavaScript" notice, its
 * favicon (its logo, or its initials) and its web manifest, so that no document the site sends
 * says another name. The home page's preloaded first picture is the owner's opening picture
 * when there is one.
 */
export function brandedTemplate(html: string, brand: Brand, home: HomePage, pathname: string): string {
  let branded = html;
  branded = put(branded, /<title>[^<]*<\/title>/, `<title>${text(brand.name)}</title>`);
  const description = [`${brand.name}: our menu, online ordering and card payment.`, brand.tagline]
    .filter(Boolean)
    .join(' ');
  branded = put(
    branded,
    /<meta name="description"[^>]*>/,
    `<meta name="description" content="${attribute(description)}" />`,
  );
  branded = put(
    branded,
    /<noscript>.*?<\/noscript>/s,
    `<noscript>${text(brand.name)} needs JavaScript to show the menu and take orders.</noscript>`,
  );
  const icon = brand.logo
    ? `<link rel="icon" type="image/webp" href="${attribute(pictureAt(brand.logo, 240))}" />`
    : '<link rel="icon" type="image/svg+xml" href="/favicon.svg" />';
  branded = put(branded, /<link rel="icon"[^>]*>/, `${icon}<link rel="manifest" href="/manifest.webmanifest" />`);
  const hero = home.hero[0];
  if (pathname === '/' && hero) {
    const { small, large } = widePicture(hero.image);
    branded = put(
      branded,
      /<link rel="preload" as="image"[^>]*>/,
      `<link rel="preload" as="image" href="${attribute(small)}" imagesrcset="${attribute(`${small} 800w, ${large} 1440w`)}" imagesizes="100vw" fetchpriority="high">`,
    );
  }
  return branded;
}
