import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { sites } from '../support/sites.ts';
import { uniqueEmail } from './auth-helpers.ts';
import { seriousAxeFindings, withAxe } from './axe.ts';
import { dayAhead, saveBookingSetup } from './booking-setup.ts';
import { callApi, paidOrder } from './diner-steps.ts';
import type { MenuItem } from './fixtures.ts';
import { appSettled, expect, test } from './fixtures.ts';
import { mailTo } from './outbox.ts';

// On the euro site (sites.ts), offered in English, French, Spanish, German and Arabic.

test.describe('@euro a French browser', () => {
  test.use({ locale: 'fr-FR' });

  test('gets the French home page from the server, and its prices in euros', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/fr$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(
      page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Notre carte' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'De notre carte' })).toBeVisible();
    await expect(page.getByText(/\d+,\d\d\s€/).first()).toBeVisible();
  });

  test('is asked to log in before adding a dish, the dialog’s buttons in French too', async ({ page }) => {
    await withAxe(page);
    await page.goto('/fr/order/SOUPS');
    await page
      .getByRole('tabpanel')
      .getByRole('button', { name: /^Ajouter / })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: 'Vous n’êtes pas connecté !' });
    await expect(dialog.getByRole('button', { name: 'Oui, me connecter !' })).toBeVisible();
    expect(await seriousAxeFindings(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Annuler', exact: true }).click();
    await expect(dialog).toHaveCount(0);
  });

  // The first load carries only the landing pages' messages; the others come with the other pages.
  test('a page other than home, menu and shop has its own words, followed from one or opened first', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Connexion' }).click();
    await expect(page).toHaveURL(/\/fr\/login$/);
    await expect(page.getByRole('heading', { name: 'Connexion', exact: true })).toBeVisible();
    await expect(page.getByLabel('Mot de passe')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Valider' })).toBeVisible();
    await page.getByRole('link', { name: 'Mot de passe oublié ?' }).click();
    await expect(page.getByRole('heading', { name: 'Mot de passe oublié', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Envoyer le lien' })).toBeVisible();
    await page.goto('/fr/signup');
    await expect(page.getByRole('heading', { name: 'Inscription', exact: true })).toBeVisible();
    await expect(page.getByLabel('Nom', { exact: true })).toBeVisible();
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: 'Cette page n’est pas au menu' })).toBeVisible();
  });
});

test('@euro the owner gives a dish its Spanish name in Manage Items; /es/menu lists it, and English for the others', async ({
  page,
  rootAdmin,
  signUpAsAdmin,
}) => {
  const menu: MenuItem[] = await (await rootAdmin.get('/api/menu')).json();
  await page.goto('/menu');
  const listed = [];
  for (const dish of menu) {
    if (await page.getByRole('heading', { name: dish.name, exact: true }).count()) listed.push(dish);
    if (listed.length === 2) break;
  }
  const [translated, untranslated] = listed;
  if (!translated || !untranslated) throw new Error('the menu page lists fewer than two dishes');
  const spanishName = `${translated.name} (en español)`;

  await withAxe(page);
  await signUpAsAdmin({ name: 'Polyglot Boss', at: `/dashboard/manageitems/updateitem/${translated._id}` });
  await expect(page.getByLabel('Recipe name *')).toHaveValue(translated.name);
  const translations = page.getByRole('group', { name: 'Translations' });
  // Each language the site offers besides English, by its own name; Arabic typed right to left.
  for (const language of ['Français', 'Español', 'Deutsch', 'العربية']) {
    await expect(translations.getByRole('group', { name: language })).toBeVisible();
  }
  await expect(translations.getByLabel('Recipe name in العربية')).toHaveAttribute('dir', 'rtl');
  expect(await seriousAxeFindings(page)).toEqual([]);
  await translations.getByLabel('Recipe name in Español').fill(spanishName);
  await page.getByRole('button', { name: 'Update Item' }).click();
  await expect(page.getByRole('dialog').getByText('Updated to menu!')).toBeVisible();

  await page.goto('/es/menu');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { name: 'NUESTRA CARTA' })).toBeVisible();
  await expect(page.getByRole('heading', { name: spanishName, exact: true }).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: untranslated.name, exact: true }).first()).toBeVisible();
  // The English page keeps the dish's own name.
  await page.goto('/menu');
  await expect(page.getByRole('heading', { name: translated.name, exact: true }).first()).toBeVisible();
});

test('@euro the owner names a dish’s options in Spanish on Dish Options; the Spanish shop’s dialog shows them, and English where none is given', async ({
  page,
  signUpAsAdmin,
}) => {
  await withAxe(page);
  await signUpAsAdmin({ name: 'Opciones Boss', at: '/dashboard/options' });
  await page.getByRole('button', { name: 'Change Drink size' }).click();
  const form = page.getByRole('form', { name: 'Change Drink size' });
  const spanish = form.getByRole('group', { name: 'Español' });
  await expect(form.getByRole('group', { name: 'العربية' }).getByLabel('Group name in العربية')).toHaveAttribute(
    'dir',
    'rtl',
  );
  await spanish.getByLabel('Group name in Español').fill('Tamaño');
  await spanish.getByLabel('Choice 2 name in Español').fill('Grande');
  expect(await seriousAxeFindings(page)).toEqual([]);
  await form.getByRole('button', { name: 'Save option group' }).click();
  await expect(form).toBeHidden();

  await page.goto('/es/order/DRINKS');
  await page.getByRole('button', { name: 'Añadir Tropical Smoothie al carrito' }).click();
  const size = page.getByRole('dialog', { name: 'Tropical Smoothie' }).getByRole('group', { name: 'Tamaño' });
  await expect(size.getByRole('radio', { name: /^Grande/ })).toBeVisible();
  await expect(size.getByRole('radio', { name: /^Regular/ })).toBeVisible();
  expect(await seriousAxeFindings(page)).toEqual([]);
});

test('@euro the Arabic home page reads right to left, with nothing for axe to find', async ({ page }) => {
  await withAxe(page);
  await page.goto('/ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: 'من قائمتنا' })).toBeVisible();
  expect(await seriousAxeFindings(page)).toEqual([]);
});

test('@euro the switcher opens the page in another language and keeps the choice', async ({ page }) => {
  await page.goto('/menu');
  await page.getByRole('navigation', { name: 'Main' }).getByText('Language: en').click();
  await page.getByRole('link', { name: 'Deutsch' }).click();
  await expect(page).toHaveURL(/\/de\/menu$/);
  await expect(page.getByRole('heading', { name: 'UNSERE SPEISEKARTE' })).toBeVisible();
  // The choice is kept: the English address now sends this visitor to the German page.
  await page.goto('/');
  await expect(page).toHaveURL(/\/de$/);
});

test('@euro the owner takes German off on the Restaurant page: its pages go and the switcher no longer offers it; ticked again, it is back', async ({
  page,
  rootAdmin,
  signUpAsAdmin,
}) => {
  const { languages } = await (await rootAdmin.get('/api/restaurant/languages')).json();
  expect(languages).toContain('de');
  try {
    await withAxe(page);
    await signUpAsAdmin({ name: 'Lingua Boss', at: '/dashboard/restaurant' });
    const form = page.getByRole('form', { name: 'Languages' });
    await expect(form.getByRole('radio', { name: 'English' })).toBeChecked();
    expect(await seriousAxeFindings(page)).toEqual([]);
    await form.getByRole('checkbox', { name: 'Deutsch' }).uncheck();
    await expect(form.getByRole('radio', { name: 'Deutsch' })).toHaveCount(0);
    await form.getByRole('button', { name: 'Save the languages' }).click();
    await expect(page.getByText('The languages are saved')).toBeVisible();

    expect((await page.request.get('/de/menu')).status()).toBe(404);
    await page.goto('/menu');
    await page.getByRole('navigation', { name: 'Main' }).getByText('Language: en').click();
    await expect(page.getByRole('link', { name: 'Français' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Deutsch' })).toHaveCount(0);

    await page.goto('/dashboard/restaurant');
    await form.getByRole('checkbox', { name: 'Deutsch' }).check();
    await form.getByRole('button', { name: 'Save the languages' }).click();
    await expect(page.getByText('The languages are saved')).toBeVisible();
    expect((await page.request.get('/de/menu')).status()).toBe(200);
  } finally {
    await rootAdmin.put('/api/restaurant/languages', { data: { languages } });
  }
});

/** The words a diner's journey reads and clicks, in one language. */
interface Journey {
  language: string;
  navigation: string;
  addToCart: (dish: string) => string;
  rule: string;
  large: string;
  addInDialog: string;
  cart: string;
  phone: string;
  card: string;
  expiry: string;
  cvc: string;
  pay: string;
  order: RegExp;
  paid: string;
  mail: RegExp;
  /** The side menu, its link to the payments, and their page's heading. */
  dashboard: string;
  paymentHistory: string;
  payments: string;
}

/**
 * A diner whose browser speaks `journey.language` orders a pizza with its size from the shop,
 * pays with the test card, follows the order, and reads the paid mail: every step in that language,
 * with nothing for axe to find.
 */
async function orderAndPay(
  page: Page,
  journey: Journey,
  signUpWithoutUi: (account: { name: string; email: string; at: string }) => Promise<void>,
) {
  const menu: MenuItem[] = await (await page.request.get('/api/menu')).json();
  const pizza = menu.find((dish) => dish.name === 'Pepperoni Pizza') as MenuItem;
  const email = uniqueEmail(`journey-${journey.language}`);
  await withAxe(page);
  await signUpWithoutUi({ name: 'Lou Langue', email, at: '/order/PIZZA' });
  await expect(page).toHaveURL(new RegExp(`/${journey.language}/order/PIZZA$`));
  await expect(page.locator('html')).toHaveAttribute('lang', journey.language);

  await page.getByRole('button', { name: journey.addToCart(pizza.name) }).click();
  const dialog = page.getByRole('dialog', { name: pizza.name });
  await expect(dialog.getByRole('group', { name: 'Pizza size' })).toContainText(journey.rule);
  await dialog.getByRole('radio', { name: new RegExp(`^${journey.large}`) }).check();
  expect(await seriousAxeFindings(page)).toEqual([]);
  await dialog.getByRole('button', { name: journey.addInDialog }).click();
  await expect(dialog).toHaveCount(0);
  await expect(
    page.getByRole('navigation', { name: journey.navigation }).getByRole('link', { name: journey.cart }),
  ).toBeVisible();
  expect(await seriousAxeFindings(page)).toEqual([]);

  await page.goto('/dashboard/payment');
  await expect(page.locator('html')).toHaveAttribute('lang', journey.language);
  await page.getByLabel(journey.phone, { exact: true }).fill('+33 1 23 45 67 89');
  await page.getByLabel(journey.card).fill('4242 4242 4242 4242');
  await page.getByLabel(journey.expiry).fill('12/34');
  await page.getByLabel(journey.cvc).fill('123');
  expect(await seriousAxeFindings(page)).toEqual([]);
  await page.getByRole('button', { name: journey.pay, exact: true }).click();

  await expect(page).toHaveURL(/\/dashboard\/orders\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: journey.order })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: journey.paid })).toBeVisible();
  expect(await seriousAxeFindings(page)).toEqual([]);

  const { text } = await mailTo(email, /./, sites.euro.dataDir);
  expect(text).toMatch(journey.mail);

  // The payment, listed among the diner's own: the side menu and the page in that language.
  await page.goto('/dashboard/userhome');
  await page
    .getByRole('navigation', { name: journey.dashboard })
    .getByRole('link', { name: journey.paymentHistory })
    .click();
  await expect(page.getByRole('heading', { name: journey.payments, level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: journey.order })).toBeVisible();
  expect(await seriousAxeFindings(page)).toEqual([]);
}

/** The words a diner's booking reads and clicks, in one language. */
interface BookingWords {
  language: string;
  form: string;
  date: string;
  party: string;
  phone: string;
  /** The contract's phone rule, as the field says it in this language. */
  phoneRule: RegExp;
  book: string;
  booked: string;
  aTableFor3: string;
  myBookings: string;
  confirmed: string;
}

/**
 * A signed-in diner whose browser speaks `words.language` books a table for 3 two days ahead on
 * the dashboard's form, and finds it confirmed among their bookings: in that language, with
 * nothing for axe to find.
 */
async function bookATable(
  page: Page,
  words: BookingWords,
  { rootAdmin, signUpWithoutUi }: { rootAdmin: APIRequestContext; signUpWithoutUi: SignUp },
) {
  await saveBookingSetup(rootAdmin, { tables: [{ name: 'T9', seats: 4 }], confirm: 'auto' });
  const date = await dayAhead(page.request, 2);
  await withAxe(page);
  await signUpWithoutUi({
    name: 'Rita Table',
    email: uniqueEmail(`booking-${words.language}`),
    at: '/dashboard/reservation',
  });
  await expect(page.locator('html')).toHaveAttribute('lang', words.language);
  const form = page.getByRole('form', { name: words.form });
  await form.getByLabel(words.date).fill(date);
  await form.getByLabel(words.party).selectOption('3');
  await form.getByRole('radio').first().check();
  await form.getByLabel(words.phone).fill('12');
  await form.getByRole('button', { name: words.book }).click();
  await expect(form.getByLabel(words.phone)).toHaveAccessibleDescription(words.phoneRule);
  await form.getByLabel(words.phone).fill('+33 1 23 45 67 89');
  expect(await seriousAxeFindings(page)).toEqual([]);
  await form.getByRole('button', { name: words.book }).click();

  const booked = page.getByRole('status').filter({ has: page.getByRole('heading', { name: words.booked }) });
  await expect(booked).toContainText(words.aTableFor3);
  expect(await seriousAxeFindings(page)).toEqual([]);
  await page.goto('/dashboard/mybooking');
  await expect(page.getByRole('heading', { name: words.myBookings, level: 1 })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'T9' }).first()).toContainText(words.confirmed);
  expect(await seriousAxeFindings(page)).toEqual([]);
}

type SignUp = (account: { name: string; email: string; at: string }) => Promise<void>;

/** The words a cook reads and presses on the kitchen board, in one language. */
interface KitchenWords {
  language: string;
  title: RegExp;
  board: string;
  newColumn: RegExp;
  preparingColumn: RegExp;
  online: string;
  printTicketOf: (number: number) => string;
  startPreparing: string;
  startPreparingOrder: (number: number) => string;
  markReady: string;
  markReadyOrder: (number: number) => string;
  cancelOf: (number: number) => string;
  cancelQuestion: (number: number) => string;
  soldOut: string;
  keepOrder: string;
  backToBoard: string;
  tools: string;
  onlineOrders: string;
  takingOrders: string;
  soldOutDishes: RegExp;
  refundPart: string;
  refundTitle: (number: number) => string;
  keep: string;
  newOrder: string;
  findDish: string;
  dishesOfOrder: string;
  bookings: string;
  requests: RegExp;
  dashboard: string;
}

/**
 * A diner pays for a soup (through the API, as the shop pays); a cook whose browser speaks
 * `words.language` finds it on the kitchen board under New, reads its ticket and moves it on to
 * Preparing with its next-step button: every word in that language, with nothing for axe to find.
 */
async function cookMovesAnOrderOn(
  page: Page,
  words: KitchenWords,
  { browser, baseURL, signUpAsStaff, signUpWithoutUi }: KitchenFixtures,
) {
  const diner = await (await browser.newContext({ baseURL })).newPage();
  try {
    const menu: MenuItem[] = await (await page.request.get('/api/menu')).json();
    const soup = menu.find((dish) => dish.category === 'soups' && !dish.soldOut) as MenuItem;
    const email = uniqueEmail(`kitchen-${words.language}`);
    await signUpWithoutUi({ name: 'Dina Diner', email, at: '/order/SOUPS' }, diner);
    const orderId = await paidOrder(diner, soup);
    const { number } = (await callApi(diner, 'GET', `/orders/${orderId}`)).body as { number: number };

    await withAxe(page);
    await signUpAsStaff({ name: 'Coco Cuisine', at: '/dashboard/orders' });
    await expect(page.locator('html')).toHaveAttribute('lang', words.language);
    await expect(page).toHaveTitle(words.title);
    await expect(page.getByRole('heading', { name: words.board, level: 1 })).toBeVisible();
    const ticket = page.getByRole('article', { name: `#${number}` });
    await expect(
      page.getByRole('region', { name: words.newColumn }).getByRole('article', { name: `#${number}` }),
    ).toBeVisible();
    await expect(ticket).toContainText(words.online);
    await expect(ticket).toContainText(soup.name);
    await expect(ticket.getByRole('link', { name: words.printTicketOf(number) })).toBeVisible();
    const start = ticket.getByRole('button', { name: words.startPreparingOrder(number) });
    await expect(start).toHaveText(words.startPreparing);
    expect(await seriousAxeFindings(page)).toEqual([]);

    await start.click();
    await expect(
      page.getByRole('region', { name: words.preparingColumn }).getByRole('article', { name: `#${number}` }),
    ).toBeVisible();
    await expect(ticket.getByRole('button', { name: words.markReadyOrder(number) })).toHaveText(words.markReady);
    expect(await seriousAxeFindings(page)).toEqual([]);

    // Cancelling asks why in the cook's words; Keep order keeps it.
    await ticket.getByRole('button', { name: words.cancelOf(number) }).click();
    const cancel = page.getByRole('dialog', { name: words.cancelQuestion(number) });
    await expect(cancel.getByRole('radio', { name: words.soldOut })).toBeFocused();
    expect(await seriousAxeFindings(page)).toEqual([]);
    await cancel.getByRole('button', { name: words.keepOrder }).click();
    await expect(cancel).toBeHidden();

    // The folded tools: the pause of online orders, and what is sold out.
    await page.getByRole('button', { name: words.tools }).click();
    await expect(page.getByRole('region', { name: words.onlineOrders })).toContainText(words.takingOrders);
    await expect(page.getByText(words.soldOutDishes)).toBeVisible();
    expect(await seriousAxeFindings(page)).toEqual([]);

    // Its ticket for the printer, and back.
    await ticket.getByRole('link', { name: words.printTicketOf(number) }).click();
    await page.getByRole('link', { name: words.backToBoard }).click();
    await expect(page.getByRole('heading', { name: words.board, level: 1 })).toBeVisible();

    // The order's own page, where staff refund part of it.
    await page.goto(`/dashboard/orders/${orderId}`);
    await page.getByRole('button', { name: words.refundPart }).click();
    const refund = page.getByRole('dialog', { name: words.refundTitle(number) });
    await expect(refund).toBeVisible();
    expect(await seriousAxeFindings(page)).toEqual([]);
    await refund.getByRole('button', { name: words.keep, exact: true }).click();
    await expect(refund).toBeHidden();

    // New Order, from the side menu: a dish found by its name goes on the order being taken.
    await page.getByRole('navigation', { name: words.dashboard }).getByRole('link', { name: words.newOrder }).click();
    await expect(page.getByRole('heading', { name: words.newOrder, level: 1 })).toBeVisible();
    await page.getByLabel(words.findDish).fill(soup.name);
    await page.getByLabel(words.findDish).press('Enter');
    await expect(page.getByRole('list', { name: words.dishesOfOrder })).toContainText(soup.name);
    expect(await seriousAxeFindings(page)).toEqual([]);

    // The bookings board, its requests first.
    await page.getByRole('navigation', { name: words.dashboard }).getByRole('link', { name: words.bookings }).click();
    await expect(page.getByRole('heading', { name: words.bookings, level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: words.requests, level: 2 })).toBeVisible();
    expect(await seriousAxeFindings(page)).toEqual([]);
  } finally {
    await diner.context().close();
  }
}

interface KitchenFixtures {
  browser: Browser;
  baseURL: string | undefined;
  signUpAsStaff: (account: { name: string; at: string }) => Promise<unknown>;
  signUpWithoutUi: (account: { name: string; email: string; at: string }, inPage?: Page) => Promise<void>;
}

test.describe('@euro a French diner', () => {
  test.use({ locale: 'fr-FR' });

  test('orders a pizza with its size and pays in French, and the paid mail is in French', async ({
    page,
    signUpWithoutUi,
  }) => {
    await orderAndPay(
      page,
      {
        language: 'fr',
        navigation: 'Principal',
        addToCart: (dish) => `Ajouter ${dish} au panier`,
        rule: 'Choisissez-en 1',
        large: 'Large',
        addInDialog: 'Ajouter au panier',
        cart: 'Panier, 1 article',
        phone: 'Téléphone',
        card: 'Numéro de carte',
        expiry: 'Expiration (MM/AA)',
        cvc: 'Cryptogramme (CVC)',
        pay: 'Payer',
        order: /^Commande nº \d+$/,
        paid: 'Payée, en attente de la cuisine',
        mail: /Bonjour Lou Langue,\s+Merci : nous avons reçu votre paiement pour la commande nº \d+/,
        dashboard: 'Tableau de bord',
        paymentHistory: 'Mes paiements',
        payments: 'Paiements',
      },
      signUpWithoutUi,
    );
  });

  test('books a table for 3 and finds it confirmed among their bookings, in French', async ({
    page,
    rootAdmin,
    signUpWithoutUi,
  }) => {
    await bookATable(
      page,
      {
        language: 'fr',
        form: 'Réserver une table',
        date: 'Date',
        party: 'Nombre de personnes',
        phone: 'Téléphone *',
        phoneRule: /^Saisissez un numéro de téléphone de 7 à 15 chiffres/,
        book: 'Réserver la table',
        booked: 'Votre table est réservée',
        aTableFor3: 'Une table pour 3 personnes',
        myBookings: 'Mes réservations',
        confirmed: 'Confirmée',
      },
      { rootAdmin, signUpWithoutUi },
    );
  });
  test('a cook works in French: the kitchen board with its tools and dialogs, the printed ticket, an order’s page, New Order and the bookings board', async ({
    page,
    browser,
    baseURL,
    signUpAsStaff,
    signUpWithoutUi,
  }) => {
    await cookMovesAnOrderOn(
      page,
      {
        language: 'fr',
        title: /\| Tableau de cuisine$/,
        board: 'Tableau de cuisine',
        newColumn: /^Nouvelles/,
        preparingColumn: /^En préparation/,
        online: 'En ligne',
        printTicketOf: (number) => `Imprimer le ticket de la commande n° ${number}`,
        startPreparing: 'Préparer',
        startPreparingOrder: (number) => `Préparer : commande ${number}`,
        markReady: 'Marquer prête',
        markReadyOrder: (number) => `Marquer prête : commande ${number}`,
        cancelOf: (number) => `Annuler et rembourser la commande ${number}`,
        cancelQuestion: (number) => `Annuler la commande n° ${number} ?`,
        soldOut: 'Un plat épuisé',
        keepOrder: 'Garder la commande',
        backToBoard: 'Retour au tableau de cuisine',
        tools: 'Pause, épuisés',
        onlineOrders: 'Commandes en ligne',
        takingOrders: 'Commandes en ligne ouvertes.',
        soldOutDishes: /^Plats épuisés : (aucun|\d+)$/,
        refundPart: 'Rembourser une partie de cette commande',
        refundTitle: (number) => `Rembourser une partie de la commande n° ${number}`,
        keep: 'Garder',
        newOrder: 'Nouvelle commande',
        findDish: 'Trouver un plat',
        dishesOfOrder: 'Plats de la commande',
        bookings: 'Réservations',
        requests: /^Demandes \d+ en attente$/,
        dashboard: 'Tableau de bord',
      },
      { browser, baseURL, signUpAsStaff, signUpWithoutUi },
    );
  });
});

test.describe('@euro an Arabic diner', () => {
  test.use({ locale: 'ar' });

  test('orders and pays on pages that read right to left, with nothing for axe, and the paid mail is in Arabic', async ({
    page,
    signUpWithoutUi,
  }) => {
    await orderAndPay(
      page,
      {
        language: 'ar',
        navigation: 'الرئيسية',
        addToCart: (dish) => `أضف ${dish} إلى السلة`,
        rule: 'اختر 1',
        large: 'Large',
        addInDialog: 'أضف إلى السلة',
        cart: 'السلة، 1 صنف',
        phone: 'الهاتف',
        card: 'رقم البطاقة',
        expiry: 'تاريخ الانتهاء (شهر/سنة MM/YY)',
        cvc: 'رمز الأمان (CVC)',
        pay: 'ادفع',
        order: /^الطلب رقم \d+$/,
        paid: 'مدفوع، بانتظار المطبخ',
        mail: /مرحبًا Lou Langue،\s+شكرًا لك: وصلتنا دفعتك للطلب رقم \d+/,
        dashboard: 'لوحة التحكم',
        paymentHistory: 'مدفوعاتي',
        payments: 'المدفوعات',
      },
      signUpWithoutUi,
    );
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  });

  test('books a table for 3 on pages that read right to left, and finds it confirmed, with nothing for axe', async ({
    page,
    rootAdmin,
    signUpWithoutUi,
  }) => {
    await bookATable(
      page,
      {
        language: 'ar',
        form: 'احجز طاولة',
        date: 'التاريخ',
        party: 'عدد الأشخاص',
        phone: 'الهاتف *',
        phoneRule: /^أدخل رقم هاتف من 7 إلى 15 أرقام/,
        book: 'احجز الطاولة',
        booked: 'تم حجز طاولتك',
        aTableFor3: 'طاولة لـ 3 أشخاص',
        myBookings: 'حجوزاتي',
        confirmed: 'مؤكد',
      },
      { rootAdmin, signUpWithoutUi },
    );
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  });
  test('a cook works right to left in Arabic: the kitchen board with its tools and dialogs, the printed ticket, an order’s page, New Order and the bookings board, with nothing for axe', async ({
    page,
    browser,
    baseURL,
    signUpAsStaff,
    signUpWithoutUi,
  }) => {
    await cookMovesAnOrderOn(
      page,
      {
        language: 'ar',
        title: /\| لوحة المطبخ$/,
        board: 'لوحة المطبخ',
        newColumn: /^جديدة/,
        preparingColumn: /^قيد التحضير/,
        online: 'عبر الإنترنت',
        printTicketOf: (number) => `اطبع التذكرة للطلب رقم ${number}`,
        startPreparing: 'ابدأ التحضير',
        startPreparingOrder: (number) => `ابدأ التحضير: الطلب ${number}`,
        markReady: 'علّمه جاهزًا',
        markReadyOrder: (number) => `علّمه جاهزًا: الطلب ${number}`,
        cancelOf: (number) => `ألغِ الطلب ${number} واسترد المبلغ`,
        cancelQuestion: (number) => `إلغاء الطلب رقم ${number}؟`,
        soldOut: 'نفد طبق',
        keepOrder: 'الإبقاء على الطلب',
        backToBoard: 'العودة إلى لوحة المطبخ',
        tools: 'إيقاف مؤقت، نفد',
        onlineOrders: 'الطلبات عبر الإنترنت',
        takingOrders: 'نستقبل الطلبات عبر الإنترنت.',
        soldOutDishes: /^الأطباق النافدة: (لا شيء|\d+)$/,
        refundPart: 'استرد جزءًا من هذا الطلب',
        refundTitle: (number) => `استرداد جزء من الطلب رقم ${number}`,
        keep: 'أبقِ',
        newOrder: 'طلب جديد',
        findDish: 'ابحث عن طبق',
        dishesOfOrder: 'أطباق الطلب',
        bookings: 'الحجوزات',
        requests: /^الطلبات \d+ بانتظار الرد$/,
        dashboard: 'لوحة التحكم',
      },
      { browser, baseURL, signUpAsStaff, signUpWithoutUi },
    );
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  });
});

test.describe('@euro an owner in Arabic', () => {
  test.use({ locale: 'ar' });

  test('works right to left on the dashboard’s own pages: Manage Items, the opening hours, promo codes and the Tables page, with nothing for axe', async ({
    page,
    rootAdmin,
    signUpAsAdmin,
  }) => {
    // A code, so that the promo codes' table has a row and its buttons.
    const made = await rootAdmin.post('/api/promo-codes', {
      data: { code: `RTL${Date.now() % 100_000}`, percentOff: 5 },
    });
    expect(made.status(), await made.text()).toBe(201);
    await withAxe(page);
    await signUpAsAdmin({ name: 'Rashid Admin', at: '/dashboard/manageitems' });
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    for (const [address, heading] of [
      ['/dashboard/manageitems', 'إدارة كل الأطباق'],
      ['/dashboard/settings', 'ساعات العمل'],
      ['/dashboard/promo-codes', 'رموز الخصم'],
      ['/dashboard/tables', 'الطاولات'],
    ] as const) {
      await page.goto(address);
      await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
      await appSettled(page);
      expect(await seriousAxeFindings(page), address).toEqual([]);
    }
    await expect(page.getByRole('link', { name: 'طباعة كل البطاقات' })).toBeVisible();
  });
});

test('@euro a signed-in diner’s language goes with the account: chosen on one browser, another follows it, and the profile changes it', async ({
  page,
  browser,
  baseURL,
  signUpWithoutUi,
}) => {
  const email = uniqueEmail('account-language');
  const password = 'bistro-secret-1';
  await signUpWithoutUi({ name: 'Ana Cuenta', email, password, at: '/menu' });
  await page.getByRole('navigation', { name: 'Main' }).getByText('Language: en').click();
  await page.getByRole('link', { name: 'Español' }).click();
  await expect(page).toHaveURL(/\/es\/menu$/);

  // Another browser, in English and keeping no choice, signs in: the site reads in Spanish.
  const other = await browser.newContext({ baseURL, locale: 'en-US' });
  const second = await other.newPage();
  const signedIn = await second.request.post('/api/auth/sign-in/email', {
    data: { email, password },
    headers: { origin: new URL(baseURL ?? '').origin },
  });
  expect(signedIn.status(), await signedIn.text()).toBe(200);
  await second.goto('/menu');
  await expect(second).toHaveURL(/\/es\/menu$/);
  await expect(second.locator('html')).toHaveAttribute('lang', 'es');

  // The profile reads in Spanish; there the account's language becomes French, and the page is sent again in it.
  await withAxe(second);
  await second.goto('/profile');
  await expect(second.getByRole('heading', { level: 1, name: 'Tu perfil' })).toBeVisible();
  await expect(second.getByRole('form', { name: 'Perfil' }).getByLabel('Nombre visible')).toHaveValue('Ana Cuenta');
  await expect(second.getByRole('button', { name: 'Descargar mis datos' })).toBeVisible();
  const language = second.getByRole('form', { name: 'Idioma' });
  await expect(language.getByRole('radio', { name: 'Español' })).toBeChecked();
  expect(await seriousAxeFindings(second)).toEqual([]);
  await language.getByRole('radio', { name: 'Français' }).check();
  await language.getByRole('button', { name: 'Guardar el idioma' }).click();
  await expect(second.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(second.getByRole('form', { name: 'Langue' }).getByRole('radio', { name: 'Français' })).toBeChecked();
  await expect(second.getByRole('heading', { name: 'Vos données' })).toBeVisible();
  await second.getByRole('button', { name: 'Supprimer mon compte' }).click();
  const deletion = second.getByRole('dialog', { name: 'Supprimer votre compte ?' });
  await expect(deletion.getByLabel('Votre mot de passe')).toBeFocused();
  await deletion.getByRole('button', { name: 'Garder mon compte' }).click();
  await expect(deletion).toBeHidden();
  await second.goto('/menu');
  await expect(second).toHaveURL(/\/fr\/menu$/);
  await other.close();
});
