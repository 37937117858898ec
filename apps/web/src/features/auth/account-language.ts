import type { Language } from '@bistro/contract/languages';
import { useEffect } from 'react';
import { useAuth } from '@/lib/auth-context.ts';
import { keepLanguageChoice, keptLanguageChoice, useAddressIn, useLanguage } from '@/lib/i18n.ts';
import { updateProfile, useProfile } from './api/profile.ts';

/**
 * Chooses the language the site reads in: kept in this browser, and for a signed-in person on
 * their account too, so that every browser they sign in on follows it (docs/languages.md).
 */
export function useChooseLanguage(): (language: Language) => Promise<void> {
  const { user } = useAuth();
  return async (language) => {
    keepLanguageChoice(language);
    // The browser keeps the choice whatever the account's answer: a refusal (a language no
    // longer offered) or a dropped connection costs the other browsers, not this page.
    if (user) await updateProfile({ language }).catch(() => undefined);
  };
}

/**
 * On a browser that does not keep the signed-in person's language yet (a new one, or one that
 * kept another), keeps it and shows the page in it. A browser that keeps it already is left to
 * the address: a page in another language's address was chosen, or shared.
 */
export function useFollowAccountLanguage(): void {
  const chosen = useProfile().data?.language ?? null;
  const { language, offered } = useLanguage();
  const addressIn = useAddressIn();
  useEffect(() => {
    if (!chosen || !offered.includes(chosen) || keptLanguageChoice() === chosen) return;
    keepLanguageChoice(chosen);
    if (chosen !== language) window.location.replace(addressIn(chosen));
  }, [chosen, language, offered, addressIn]);
}
