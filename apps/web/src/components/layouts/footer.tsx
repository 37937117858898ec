import type { Brand } from '@bistro/contract/brand';
import { HOUSE_NAME, HOUSE_TAGLINE } from '@bistro/contract/house';
import type { PublicConfig } from '@bistro/contract/site-config';
import { useTranslate } from '@/lib/i18n.ts';

type Social = Brand['social'];

// Inline glyphs (24×24): three icons do not justify an icon library in every page's first load.
const socialIcons: { key: keyof Social; label: string; path: string }[] = [
  {
    key: 'facebook',
    label: 'Facebook',
    path: 'M14 8h3V4h-3c-2.8 0-4.5 1.8-4.5 4.6V11H7v4h2.5v9h4v-9h3l.5-4h-3.5V8.9c0-.6.3-.9 1-.9Z',
  },
  {
    key: 'instagram',
    label: 'Instagram',
    path: 'M12 7.4a4.6 4.6 0 1 0 0 9.2 4.6 4.6 0 0 0 0-9.2Zm0 7.6a3 3 0 1 1 0-6 3 3 0 0 1 0 6Zm5.9-7.8a1.1 1.1 0 1 1-2.2 0 1.1 1.1 0 0 1 2.2 0ZM7.8 2h8.4A5.8 5.8 0 0 1 22 7.8v8.4a5.8 5.8 0 0 1-5.8 5.8H7.8A5.8 5.8 0 0 1 2 16.2V7.8A5.8 5.8 0 0 1 7.8 2Zm0 1.8a4 4 0 0 0-4 4v8.4a4 4 0 0 0 4 4h8.4a4 4 0 0 0 4-4V7.8a4 4 0 0 0-4-4H7.8Z',
  },
  {
    key: 'twitter',
    label: 'Twitter',
    path: 'M22 5.9c-.7.3-1.5.5-2.4.6a4.1 4.1 0 0 0 1.8-2.3c-.8.5-1.7.8-2.6 1a4.1 4.1 0 0 0-7 3.7A11.6 11.6 0 0 1 3.4 4.6a4.1 4.1 0 0 0 1.3 5.5c-.7 0-1.3-.2-1.9-.5 0 2 1.4 3.7 3.3 4.1-.6.2-1.2.2-1.9.1a4.1 4.1 0 0 0 3.8 2.8A8.2 8.2 0 0 1 2 18.3 11.6 11.6 0 0 0 8.3 20c7.5 0 11.7-6.3 11.7-11.7v-.5c.8-.6 1.5-1.3 2-2Z',
  },
];

function Glyph({ path }: { path: string }) {
  return (
    <svg viewBox="0 0 24 24" width="1em" height="1em" fill="currentColor" aria-hidden="true">
      <path d={path} />
    </svg>
  );
}

/** The restaurant's address (a map link when configured), phone and email, each only when set. */
function Contact({ brand, mapUrl }: { brand: Brand; mapUrl: string | null }) {
  const { address, phone, email } = brand;
  if (!address && !phone && !email) return null;
  return (
    <address className="space-y-1 not-italic text-white/75">
      {address && (
        <p>
          {mapUrl ? (
            <a href={mapUrl} rel="noopener noreferrer" className="link">
              {address}
            </a>
          ) : (
            address
          )}
        </p>
      )}
      {phone && (
        <p>
          <a href={`tel:${phone.replace(/[^+0-9]/g, '')}`} className="link">
            {phone}
          </a>
        </p>
      )}
      {email && (
        <p>
          <a href={`mailto:${email}`} className="link">
            {email}
          </a>
        </p>
      )}
    </address>
  );
}

interface FooterProps {
  site: PublicConfig['site'] | undefined;
  /** The restaurant's name, tagline, contact and social links (undefined before the configuration is in). */
  brand: Brand | undefined;
  /** The opening hours in a few lines, from the restaurant's schedule (undefined while it loads). */
  hours: string[] | undefined;
}

/** The footer: company blurb and hours, social icons (links only where configured), developer credit. */
export function Footer({ site, brand, hours }: FooterProps) {
  const t = useTranslate();
  const name = brand?.name ?? HOUSE_NAME;
  const tagline = brand ? brand.tagline : HOUSE_TAGLINE;
  return (
    <footer className="bg-charcoal text-white">
      <div className="mx-auto grid max-w-screen-xl gap-10 px-6 py-14 md:grid-cols-2">
        <div className="space-y-2 md:text-end">
          <p className="font-display font-bold text-2xl">{name}</p>
          {tagline && <p>{tagline}</p>}
          <div className="min-h-6 text-white/75">
            {hours?.map((line) => (
              <p key={line}>{line}</p>
            ))}
          </div>
          {brand && <Contact brand={brand} mapUrl={site?.mapUrl ?? null} />}
        </div>
        <div className="space-y-3">
          <p className="font-display text-xl">{t('footer.followUs')}</p>
          <ul className="flex gap-5 text-xl" aria-label={t('footer.socialMedia')}>
            {socialIcons.map(({ key, label, path }) => {
              const href = brand?.social[key];
              return (
                <li key={key}>
                  {href ? (
                    <a href={href} aria-label={label} rel="noopener noreferrer" className="hover:text-gold">
                      <Glyph path={path} />
                    </a>
                  ) : (
                    <span title={label} className="text-white/60">
                      <Glyph path={path} />
                      <span className="sr-only">{label}</span>
                    </span>
                  )}
                </li>
              );
            })}
          </ul>
        </div>
      </div>
      <div className="bg-black py-5 text-center text-sm text-white/80">
        {site && (
          <p>
            {t('footer.madeBy')}{' '}
            {site.developer.url ? (
              <a href={site.developer.url} rel="noopener noreferrer" className="link font-semibold">
                {site.developer.name ?? t('footer.team', { name })}
              </a>
            ) : (
              <span className="font-semibold">{site.developer.name ?? t('footer.team', { name })}</span>
            )}
            {site.developer.roles.map((role) => (
              <span key={role} className="block">
                {role}
              </span>
            ))}
          </p>
        )}
      </div>
    </footer>
  );
}
