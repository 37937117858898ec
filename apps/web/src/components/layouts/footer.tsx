import type { PublicConfig } from '@bistro/contract/site-config';
import type { ComponentType } from 'react';
import { FaFacebookF, FaInstagram, FaTwitter } from 'react-icons/fa';

type Social = PublicConfig['site']['social'];

const socialIcons: { key: keyof Social; label: string; Icon: ComponentType<{ 'aria-hidden': boolean }> }[] = [
  { key: 'facebook', label: 'Facebook', Icon: FaFacebookF },
  { key: 'instagram', label: 'Instagram', Icon: FaInstagram },
  { key: 'twitter', label: 'Twitter', Icon: FaTwitter },
];

/** The footer: company blurb and hours, social icons (links only where configured), developer credit. */
export function Footer({ site }: { site: PublicConfig['site'] | undefined }) {
  return (
    <footer className="bg-charcoal text-white">
      <div className="mx-auto grid max-w-screen-xl gap-10 px-6 py-14 md:grid-cols-2">
        <div className="space-y-2 md:text-right">
          <p className="font-display font-bold text-2xl">Bistro Boss</p>
          <p>Providing reliable foods since 1992</p>
          <p className="text-white/75">Open every day, 11:00am to 10:00pm</p>
        </div>
        <div className="space-y-3">
          <p className="font-display text-xl">Follow us</p>
          <ul className="flex gap-5 text-xl" aria-label="Social media">
            {socialIcons.map(({ key, label, Icon }) => {
              const href = site?.social[key];
              return (
                <li key={key}>
                  {href ? (
                    <a href={href} aria-label={label} rel="noopener noreferrer" className="hover:text-gold">
                      <Icon aria-hidden={true} />
                    </a>
                  ) : (
                    <span title={label} className="text-white/60">
                      <Icon aria-hidden={true} />
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
            Made by{' '}
            {site.developer.url ? (
              <a href={site.developer.url} rel="noopener noreferrer" className="link font-semibold">
                {site.developer.name}
              </a>
            ) : (
              <span className="font-semibold">{site.developer.name}</span>
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
