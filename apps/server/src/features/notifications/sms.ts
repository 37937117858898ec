import { e164 } from '@bistro/contract/notifications';
import type { AppConfig } from '../../config/env.ts';

/** Sends one text message, or throws saying why the provider refused it. */
export interface SmsSender {
  send(to: string, body: string): Promise<void>;
}

/** How long the provider may take to answer before the message counts as not sent. */
const PROVIDER_TIMEOUT_MS = 10_000;

/**
 * Text messages through a Twilio-compatible Messages endpoint (SMS_URL, e.g.
 * `https://api.twilio.com/2010-04-01/Accounts/AC…/Messages.json`): a form-encoded `To`, `From`
 * and `Body`, HTTP Basic authentication with the account's SID and auth token; a 2xx is sent,
 * anything else an error carrying the provider's `message`.
 */
export function smsThroughProvider({
  url,
  accountSid,
  authToken,
  from,
}: NonNullable<AppConfig['notifications']['sms']>): SmsSender {
  const authorization = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`;
  return {
    async send(to, body) {
      const response = await fetch(url, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ To: e164(to), From: from, Body: body }),
        signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
      });
      if (response.ok) return;
      const answer = (await response.json().catch(() => ({}))) as { message?: unknown };
      const why = typeof answer.message === 'string' ? answer.message : response.statusText;
      throw new Error(`the SMS provider answered ${response.status}: ${why}`);
    },
  };
}
