import { pagePaths } from '@bistro/contract/pages';
import type { MailMessage } from '../mail/index.ts';
import type { IdentityMail } from './identity-service.ts';

interface IdentityMailOptions {
  send(message: MailMessage): void;
  /** The restaurant's name as it stands. */
  restaurantName: () => string;
  /** The site's address, which links in mail start with (PUBLIC_URL, or the one printed at start-up). */
  siteUrl: string;
}

const greeting = (name: string) => `Hello${name ? ` ${name}` : ''},`;

/** The identity service's messages: confirm an address, reset a password. */
export function createIdentityMail({ send, restaurantName, siteUrl }: IdentityMailOptions): IdentityMail {
  return {
    verifyAddress(to, token, returnPath) {
      const name = restaurantName();
      const link = `${siteUrl}/api/auth/verify-email?token=${encodeURIComponent(token)}&callbackURL=${encodeURIComponent(returnPath ?? pagePaths.profile)}`;
      send({
        to: to.email,
        subject: `Confirm your email address for ${name}`,
        link,
        text: [
          greeting(to.name),
          '',
          'Please confirm that this is your email address by opening this link:',
          '',
          link,
          '',
          `The link works once, for 24 hours. If you did not sign up at ${name}, ignore this message.`,
        ].join('\n'),
      });
    },

    resetPassword(to, token) {
      const name = restaurantName();
      const link = `${siteUrl}${pagePaths.resetPassword}?token=${encodeURIComponent(token)}`;
      send({
        to: to.email,
        subject: `Reset your ${name} password`,
        link,
        text: [
          greeting(to.name),
          '',
          `Someone asked to reset the password of your ${name} account. To choose a new one, open this link:`,
          '',
          link,
          '',
          'The link works once, for 30 minutes. Setting a new password signs you out everywhere else.',
          'If you did not ask for this, ignore this message: your password stays as it is.',
        ].join('\n'),
      });
    },
  };
}
