import { type Language, type OfferedLanguages, offeredOrDefault } from '@bistro/contract/languages';
import { type MyNotifications, type NotificationChoices, reachableBySms } from '@bistro/contract/notifications';
import type { FastifyBaseLogger } from 'fastify';
import { conflict, notFound } from '../../http/problems.ts';
import { wordsOf } from '../languages/index.ts';
import type { MailMessage } from '../mail/index.ts';
import type { Listener, NotificationsRepository } from './notifications-repository.ts';
import type { SmsSender } from './sms.ts';

/** What the restaurant's people are told of one event, in one language: a mail (its subject, text and link) and a text message. */
export interface RestaurantNoticeWords {
  subject: string;
  text: string;
  link: string;
  /** Short: it may be read on a locked phone's screen. */
  sms: string;
}

/** One event as each reader is told it: in their account's language (RESTAURANT_EMAIL: the default one). */
export type RestaurantNotice = (language: Language) => RestaurantNoticeWords;

interface NotificationsParts {
  repository: NotificationsRepository;
  /** RESTAURANT_EMAIL: told of everything, whatever anyone chose, in the default language. */
  restaurantEmail: string | null;
  /** The languages offered now, the default first: an account's language no longer offered reads the default. */
  languages(): OfferedLanguages;
  /** The SMS provider (SMS_URL); null: no text messages. */
  sms: SmsSender | null;
  sendMail(message: MailMessage): void;
  /** Runs a text message's sending without holding up its caller (the plugin waits for it on close). */
  inBackground(sending: Promise<void>): void;
  log: FastifyBaseLogger;
}

/**
 * The restaurant's own notifications: each new paid order and each booking request goes by mail
 * to RESTAURANT_EMAIL and to the staff and administrators who asked for mail, and by text message
 * to those who asked for one and gave a phone with its country code.
 */
export function createNotifications({
  repository,
  restaurantEmail,
  languages,
  sms,
  sendMail,
  inBackground,
  log,
}: NotificationsParts) {
  async function mine(userId: string): Promise<MyNotifications> {
    const found = await repository.of(userId);
    if (!found) throw notFound(wordsOf('refusal.accountGone'));
    return { ...found, smsAvailable: sms !== null };
  }

  async function tellEveryone(notice: RestaurantNotice): Promise<void> {
    const offered = languages();
    const [defaultLanguage] = offered;
    const listeners = await repository.listeners();
    const languageOf = (listener: Listener) => offeredOrDefault(listener.language, offered);
    const wordsIn = new Map<Language, RestaurantNoticeWords>();
    const words = (language: Language) => {
      let found = wordsIn.get(language);
      if (!found) {
        found = notice(language);
        wordsIn.set(language, found);
      }
      return found;
    };
    // Each address once, in its reader's language (RESTAURANT_EMAIL's reader is the restaurant's).
    const mailTo = new Map<string, Language>(restaurantEmail ? [[restaurantEmail.toLowerCase(), defaultLanguage]] : []);
    for (const listener of listeners) {
      if (listener.byMail) mailTo.set(listener.email.toLowerCase(), languageOf(listener));
    }
    for (const [to, language] of mailTo) {
      const { subject, text, link } = words(language);
      sendMail({ to, subject, text, link });
    }
    if (!sms) return;
    const textTo = new Map(
      listeners.flatMap((listener) =>
        listener.bySms && reachableBySms(listener.phone) ? [[listener.phone, languageOf(listener)] as const] : [],
      ),
    );
    for (const [phone, language] of textTo) {
      const { sms: text } = words(language);
      inBackground(
        sms
          .send(phone, text)
          .catch((error: unknown) => log.error({ err: error }, `could not send the text message "${text}"`)),
      );
    }
  }

  return {
    /** Tells the restaurant's people of an event, in the background: a failure is logged, never the caller's. */
    tell(notice: RestaurantNotice): void {
      inBackground(
        tellEveryone(notice).catch((error: unknown) =>
          log.error({ err: error }, `could not tell the restaurant "${notice(languages()[0]).subject}"`),
        ),
      );
    },

    mine,

    /**
     * Keeps what a member of staff or an administrator wants to be told by: a text message only
     * where the site sends them and their profile has a phone with its country code (409 otherwise).
     */
    async choose(userId: string, choices: NotificationChoices): Promise<MyNotifications> {
      const current = await mine(userId);
      if (choices.sms && !current.smsAvailable) throw conflict(wordsOf('refusal.noTextMessages'));
      if (choices.sms && !reachableBySms(current.phone)) throw conflict(wordsOf('refusal.phoneForTexts'));
      await repository.choose(userId, choices);
      return { ...current, ...choices };
    },
  };
}

export type Notifications = ReturnType<typeof createNotifications>;
