import { listedAdminEmail } from '../support/sites.ts';
import { hearCaptcha, logOut, signUp, solveCaptcha, uniqueEmail } from './auth-helpers.ts';
import { expect, type MenuItem, test } from './fixtures.ts';
import { linkInMail } from './outbox.ts';

const password = 'bistro-secret-1';
const FIREBASE_SDK_MARK = 'identitytoolkit.googleapis.com';

test('sign up, log out, then log in through the captcha', async ({ page }) => {
  const email = uniqueEmail('ana');
  await signUp(page, { name: 'Ana Diner', email, password });
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard/userhome');
  await expect(nav.getByRole('link', { name: /Cart, \d+ items/ })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Log In' })).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('access-token'))).toMatch(/^ey/);

  await logOut(page);
  expect(await page.evaluate(() => localStorage.getItem('access-token'))).toBeNull();

  await nav.getByRole('link', { name: 'Log In' }).click();
  await expect(page).toHaveTitle('Bistro Boss | Login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  const submit = page.getByRole('button', { name: 'Login', exact: true });
  await expect(submit).toBeDisabled();

  // A wrong captcha says so and draws a new one.
  const firstCode = await hearCaptcha(page);
  await page.getByLabel('Type the characters above (case matters)').fill('????');
  await page.getByRole('button', { name: 'Validate' }).click();
  await expect(page.getByRole('dialog').getByText('Captcha Does Not Match')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
  expect(await hearCaptcha(page)).not.toBe(firstCode);
  await expect(submit).toBeDisabled();

  await solveCaptcha(page);
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(page.getByRole('dialog').getByText('Successful !')).toBeVisible();
  await expect(page).toHaveURL('/');
  await expect(nav.getByRole('button', { name: 'Log Out' })).toBeVisible();
});

test('a failed login says why', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill(uniqueEmail('nobody'));
  await page.getByLabel('Password').fill('not-the-password');
  await solveCaptcha(page);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText(/invalid email or password/i);
});

test('sign-up refuses a short password and shows the identity service’s reason for a taken email', async ({ page }) => {
  const email = uniqueEmail('taken');
  await signUp(page, { name: 'First', email, password });
  await logOut(page);
  await page.goto('/signup');
  await page.getByLabel('Name').fill('Second');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('1234567');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Error!')).toBeVisible();
  await expect(dialog).toContainText(/already exists/i);
});

test('a signed-in-only page sends a visitor to log in, then back', async ({ page }) => {
  const email = uniqueEmail('guard');
  await signUp(page, { name: 'Guarded', email, password });
  await logOut(page);

  await page.goto('/cart');
  await expect(page).toHaveURL('/login?redirectTo=%2Fcart');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await solveCaptcha(page);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL('/cart');
  await expect(page.getByRole('heading', { name: 'Cart' })).toBeVisible();
});

test('a visitor on Our Menu goes to Log In, then signs up, and is back on Our Menu', async ({ page }) => {
  await page.goto('/menu');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Log In' }).click();
  await expect(page).toHaveURL('/login?redirectTo=%2Fmenu');
  await page.getByRole('link', { name: 'Create a New Account' }).click();
  await expect(page).toHaveURL('/signup?redirectTo=%2Fmenu');
  await page.getByLabel('Name').fill('Mena Menu');
  await page.getByLabel('Email').fill(uniqueEmail('from-menu'));
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL('/menu');
});

test('a new visitor who chose a dish signs up and is back in the shop with it, also from the confirmation mail', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('newcomer');
  const menu: MenuItem[] = await (await request.get('/api/menu')).json();
  const { name } = menu.find((item) => item.category === 'drinks' && !item.soldOut) ?? { name: '' };
  await page.goto('/order/DRINKS');
  await page.getByRole('button', { name: new RegExp(`Add.*${name}`) }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes, log in!' }).click();
  await expect(page.getByText(`Kept for your cart once you are in: ${name}.`)).toBeVisible();

  await page.getByRole('link', { name: 'Create a New Account' }).click();
  await expect(page).toHaveURL('/signup?redirectTo=%2Forder%2FDRINKS');
  await expect(page.getByText(`Kept for your cart once you are in: ${name}.`)).toBeVisible();
  await page.getByLabel('Name').fill('Newcomer');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL('/order/DRINKS');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Cart, 1 items' })).toBeVisible();
  await nav.getByRole('link', { name: 'Cart, 1 items' }).click();
  await expect(page.getByRole('cell', { name, exact: true })).toBeVisible();

  // The confirmation link opens the page they signed up from, not the profile.
  await page.goto(await linkInMail(email, /confirm your email/i));
  await expect(page).toHaveURL('/order/DRINKS');
});

test('Google sign-in in a popup signs the opener in', async ({ page }) => {
  const email = uniqueEmail('gina');
  await page.goto('/login');
  const popupPromise = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Login with Google' }).click();
  const popup = await popupPromise;
  // The local OpenID provider's own screens: log in, then consent.
  await popup.locator('input[name="login"]').fill(email);
  await popup.locator('input[name="password"]').fill('anything');
  await popup.locator('button[type="submit"]').click();
  // Consenting returns to our site, which reports to this page and closes the popup at once.
  const closed = popup.waitForEvent('close');
  await popup.locator('button[type="submit"]').click();
  await closed;

  await expect(page.getByRole('dialog').getByText('Successful !')).toBeVisible();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Log Out' })).toBeVisible();
});

test('a closed Google popup leaves the visitor signed out with a message', async ({ page }) => {
  await page.goto('/login');
  const popupPromise = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Login with Google' }).click();
  const popup = await popupPromise;
  await popup.close();
  await expect(page.getByRole('alert')).toHaveText('The sign-in window was closed before signing in finished.');
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Log In' })).toBeVisible();
});

test('a signed-in person renames themselves, and the new name sticks', async ({ page }) => {
  const email = uniqueEmail('rename');
  await signUp(page, { name: 'Old Name', email, password });
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Old Name: your profile' }).click();
  await expect(page).toHaveURL('/profile');
  await page.getByLabel('Display name').fill('New Name');
  await page.getByRole('button', { name: 'Save name' }).click();
  await expect(page.getByRole('dialog').getByText('Name updated')).toBeVisible();
  await expect(nav.getByRole('link', { name: 'New Name: your profile' })).toBeVisible();
  await page.reload();
  await expect(nav.getByRole('link', { name: 'New Name: your profile' })).toBeVisible();
});

test('admin pages: a customer typing the address is told whom it is for; an ADMIN_EMAILS user gets in', async ({
  page,
}) => {
  await signUp(page, { name: 'Customer', email: uniqueEmail('customer'), password });
  await page.goto('/dashboard/adminhome');
  await expect(page.getByRole('heading', { name: 'This page is for administrators' })).toBeVisible();
  await expect(page).toHaveURL('/dashboard/adminhome');
  await expect(page.getByRole('textbox', { name: /captcha/i })).toHaveCount(0);
  await page.getByRole('link', { name: 'Go to your dashboard' }).click();
  await expect(page).toHaveURL('/dashboard/userhome');
  await page.goto('/');
  await logOut(page);

  // The role comes with the address, so only once the address is confirmed through the mailed link.
  await signUp(page, { name: 'The Boss', email: listedAdminEmail, password });
  const dashboard = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' });
  await expect(dashboard).toHaveAttribute('href', '/dashboard/userhome');
  await page.goto('/profile');
  await expect(page.getByText('Not confirmed')).toBeVisible();
  await page.goto(await linkInMail(listedAdminEmail, /confirm your email/i));
  await expect(page).toHaveURL('/profile');
  await expect(page.getByText(`${listedAdminEmail} is confirmed.`)).toBeVisible();
  await expect(dashboard).toHaveAttribute('href', '/dashboard/adminhome');
  await dashboard.click();
  await expect(page.getByRole('heading', { name: /^HI!Welcome Back/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'HI!Welcome Back The Boss' })).toBeVisible();
});

test('a blocked Google popup says how to fix it', async ({ page }) => {
  // What a popup blocker does: window.open returns nothing.
  await page.addInitScript(() => {
    window.open = () => null;
  });
  await page.goto('/login');
  await page.getByRole('button', { name: 'Login with Google' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'The sign-in window was blocked. Allow pop-ups for this site and try again.',
  );
});

test('on the built-in identity service, nothing of Firebase loads', async ({ page }) => {
  const scripts = new Set<string>();
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.add(request.url());
  });
  await signUp(page, { name: 'No Firebase', email: uniqueEmail('builtin'), password });
  await page.goto('/profile');
  await logOut(page);
  await page.goto('/login', { waitUntil: 'networkidle' });
  expect(scripts.size).toBeGreaterThan(0);
  for (const script of scripts) {
    // The Firebase SDK's own API host; firebase.spec.ts checks that its code does carry it.
    expect(await (await page.request.get(script)).text()).not.toContain(FIREBASE_SDK_MARK);
  }
});

test('the API token is renewed a minute before it expires, while the identity session lives', async ({ page }) => {
  await page.clock.install();
  await signUp(page, { name: 'Ben Builtin', email: uniqueEmail('renew'), password });
  const calls: string[] = [];
  page.on('requestfinished', async (request) => {
    calls.push(`${new URL(request.url()).pathname} ${(await request.response())?.status()}`);
  });
  await page.clock.fastForward('59:30');
  await expect.poll(() => calls).toContain('/api/jwt 200');
  expect(calls).toContain('/api/auth/get-session 200');
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Log Out' })).toBeVisible();
});

test('a forgotten password is reset through the mailed link, and the old one stops working', async ({
  page,
  signUpWithoutUi,
}) => {
  const email = uniqueEmail('forgetful');
  await signUpWithoutUi({ name: 'Forgetful', email, password });
  await logOut(page);

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveTitle('Bistro Boss | Forgot password');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByRole('main').getByRole('status')).toContainText(`If ${email} has an account here`);

  await page.goto(await linkInMail(email, /reset your/i));
  await expect(page).toHaveTitle('Bistro Boss | Choose a new password');
  await page.getByLabel('New password', { exact: true }).fill('password1');
  await page.getByLabel('New password again').fill('password1');
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.getByRole('alert')).toContainText('one of the most common');
  await page.getByLabel('New password', { exact: true }).fill('saffron-risotto-42');
  await page.getByLabel('New password again').fill('saffron-risotto-42');
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    'Your password is changed. Log in with the new one.',
  );

  await page.getByRole('link', { name: 'Go to log in' }).click();
  const logIn = async (secret: string) => {
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(secret);
    await solveCaptcha(page);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
  };
  await logIn(password);
  await expect(page.getByRole('alert')).toContainText(/invalid email or password/i);
  await page.reload();
  await logIn('saffron-risotto-42');
  await expect(page.getByRole('dialog').getByText('Successful !')).toBeVisible();
});

test('repeated wrong passwords make the login form say how long to wait', async ({ page, signUpWithoutUi }) => {
  const email = uniqueEmail('guessed');
  await signUpWithoutUi({ name: 'Guessed', email, password });
  await logOut(page);
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await solveCaptcha(page);
  // Meanwhile someone guesses this account's password, straight at the identity service.
  for (let guess = 1; guess <= 5; guess++) {
    const answer = await page.request.post('/api/auth/sign-in/email', {
      data: { email, password: `wrong-guess-${guess}` },
      headers: { origin: new URL(page.url()).origin },
    });
    expect(answer.status(), await answer.text()).toBe(401);
  }
  // Now even the right password waits, and the form says for how long.
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText(
    /Too many unsuccessful sign-ins for this account\. Try again in \d+ (seconds|minutes)\./,
  );
});

test('a new visitor signs up at http://127.0.0.1 as well as at localhost, with no configuration', async ({
  page,
  baseURL,
}) => {
  const loopback = (baseURL ?? '').replace('localhost', '127.0.0.1');
  await page.goto(`${loopback}/signup`);
  await page.getByLabel('Name').fill('Loopback Diner');
  await page.getByLabel('Email').fill(uniqueEmail('loopback'));
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByRole('dialog').getByText('Sign Up Successful!')).toBeVisible();
  await expect(page).toHaveURL(`${loopback}/`);
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Log Out' })).toBeVisible();
});
