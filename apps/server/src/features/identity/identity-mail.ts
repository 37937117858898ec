import type { Language } from '@bistro/contract/languages';
import { pagePaths } from '@bistro/contract/pages';
import { translatorFor } from '../languages/index.ts';
import type { MailMessage } from '../mail/index.ts';
import type { IdentityMail } from './identity-service.ts';

interface IdentityMailOptions {
  send(message: MailMessage): void;
  /** The restaurant's name as it stands. */
  restaurantName: () => string;
  /** The site's address, which links in mail start with (PUBLIC_URL, or the one printed at start-up). */
  siteUrl: string;
}

/**
 * The identity service's messages, in the reader's language (the account's own, else the page's
 * they asked from: docs/languages.md): confirm an address, reset a password.
 */
export function createIdentityMail({ send, restaurantName, siteUrl }: IdentityMailOptions): IdentityMail {
  const greeting = (t: ReturnType<typeof translatorFor>, name: string) =>
    name ? t('mail.hello', { name }) : t('mail.helloNoName');

  return {
    verifyAddress(to, token, returnPath, language: Language) {
      const t = translatorFor(language);
      const restaurant = restaurantName();
      const link = `${siteUrl}/api/auth/verify-email?token=${encodeURIComponent(token)}&callbackURL=${encodeURIComponent(returnPath ?? pagePaths.profile)}`;
      send({
        to: to.email,
        subject: t('mail.verifySubject', { restaurant }),
        link,
        text: [
          greeting(t, to.name),
          '',
          t('mail.verifyAsk'),
          '',
          link,
          '',
          t('mail.verifyLinkWorks', { restaurant }),
        ].join('\n'),
      });
    },

    resetPassword(to, token, language: Language) {
      const t = translatorFor(language);
      const restaurant = restaurantName();
      const link = `${siteUrl}${pagePaths.resetPassword}?token=${encodeURIComponent(token)}`;
      send({
        to: to.email,
        subject: t('mail.resetSubject', { restaurant }),
        link,
        text: [
          greeting(t, to.name),
          '',
          t('mail.resetAsked', { restaurant }),
          '',
          link,
          '',
          t('mail.resetLinkWorks'),
          t('mail.resetIgnore'),
        ].join('\n'),
      });
    },
  };
}
