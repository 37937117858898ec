// The root administrator of a site (sites.ts): enrolled once a run by the global set-up, signed in
// once per test worker by fixtures.ts, which has it give new accounts their roles.
import type { APIRequestContext } from '@playwright/test';
import { linkInMail } from '../tests/outbox.ts';
import { rootAdmin, type Site } from './sites.ts';

/** Signs the root administrator up on the site and opens the confirmation link, as ADMIN_EMAILS asks. */
export async function enrolRootAdmin(site: Site): Promise<void> {
  const { name, email, password } = rootAdmin;
  const signedUp = await fetch(`${site.url}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: site.url },
    body: JSON.stringify({ name, email, password }),
  });
  if (!signedUp.ok) throw new Error(`${site.name}: the root administrator's sign-up answered ${signedUp.status}`);
  const link = await linkInMail(email, /confirm your email/i, site.dataDir);
  const confirmed = await fetch(link, { redirect: 'manual' });
  if (confirmed.status !== 302) throw new Error(`${site.name}: the confirmation link answered ${confirmed.status}`);
}

/**
 * The root administrator's API token on the site, asked with the identity session of a sign-in
 * (in `request`, a context for the site's address).
 */
export async function rootAdminToken(request: APIRequestContext, site: string): Promise<string> {
  const { email, password } = rootAdmin;
  const signedIn = await request.post('/api/auth/sign-in/email', {
    data: { email, password },
    headers: { origin: site },
  });
  if (!signedIn.ok())
    throw new Error(`The root administrator's sign-in answered ${signedIn.status()}: ${await signedIn.text()}`);
  const issued = await request.post('/api/jwt', { headers: { origin: site } });
  if (!issued.ok()) throw new Error(`Its API token was refused (${issued.status()}): ${await issued.text()}`);
  return ((await issued.json()) as { token: string }).token;
}
