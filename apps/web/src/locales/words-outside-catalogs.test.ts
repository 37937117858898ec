import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';

const src = path.resolve(import.meta.dirname, '..');

/**
 * The pages and parts that are translated (docs/languages.md, "What is translated so far"): their
 * words come from the catalogs, and so do those of every part they import. The dashboard's other
 * pages are English still, and not checked.
 */
const TRANSLATED = [
  'components/layouts/navbar.tsx',
  'components/layouts/footer.tsx',
  'app/root-layout.tsx',
  'components/layouts/language-switcher.tsx',
  'components/layouts/skip-link.tsx',
  'components/layouts/side-menu.tsx',
  'app/dashboard-layout.tsx',
  'features/home',
  'features/shop',
  'features/cart',
  'features/bookings/components/reservation-form.tsx',
  'features/bookings/components/visit-fields.tsx',
  'features/bookings/components/my-bookings.tsx',
  'features/bookings/components/booking-item.tsx',
  'features/bookings/components/change-booking-form.tsx',
  'features/bookings/components/guest-booking.tsx',
  'features/orders/components/receipt.tsx',
  'features/orders/components/kitchen-ticket-print.tsx',
  'features/orders/components/cancel-order-dialog.tsx',
  'features/orders/components/settle-order-dialog.tsx',
  'features/orders/components/delivery-list.tsx',
  'features/orders/components/order-details.tsx',
  'features/orders/components/dish-finder.tsx',
  'features/orders/components/refund-dialog.tsx',
  'features/orders/components/remove-dishes-dialog.tsx',
  'features/orders/components/line-count-fields.tsx',
  'features/orders/components/new-order-form.tsx',
  'features/orders/components/new-order-lines.tsx',
  'features/orders/components/entered-order.tsx',
  'features/bookings/components/bookings-board.tsx',
  'features/bookings/components/day-timeline.tsx',
  'features/bookings/components/decline-request-form.tsx',
  'features/bookings/components/choose-table-form.tsx',
  'features/bookings/components/walk-in-form.tsx',
  'features/tables/components/table-state.tsx',
  'features/stats/components/user-stats-panel.tsx',
  'features/payments/components/payment-history.tsx',
  'features/reviews/components/my-reviews-panel.tsx',
  'features/reviews/components/review-form.tsx',
  'features/reviews/components/star-rating.tsx',
  'features/menu/components/dish-availability-panel.tsx',
  'features/menu/components/choice-availability-panel.tsx',
  'features/menu/components/availability-select.tsx',
  'features/menu/components/stock-field.tsx',
  'features/tables/components/table-page.tsx',
  'features/tables/components/round-panel.tsx',
  'features/tables/components/pay-tab.tsx',
  'features/tables/components/pay-tab-form.tsx',
  'features/tables/components/tab-receipt.tsx',
  'features/tables/components/tab-rounds.tsx',
  'features/tables/components/paid-here.tsx',
  'features/auth/components/login-form.tsx',
  'features/auth/components/signup-form.tsx',
  'features/delivery/components/address-fields.tsx',
  'features/delivery/components/fulfilment-fields.tsx',
  'features/payments/components/bill-choices-fields.tsx',
  'features/payments/components/card-field.tsx',
  'features/payments/components/card-payment.tsx',
  'features/payments/components/contact-phone-field.tsx',
  'features/payments/components/guest-card-form.tsx',
  'features/payments/components/guest-details-fields.tsx',
  'features/payments/components/test-card-form.tsx',
  'features/menu/components/menu-category.tsx',
  'features/menu/components/menu-items-table.tsx',
  'features/menu/components/menu-item-form.tsx',
  'features/menu/components/add-menu-item.tsx',
  'features/menu/components/update-menu-item.tsx',
  'features/menu/components/sections-manager.tsx',
  'features/menu/components/section-form.tsx',
  'features/menu/components/option-groups-manager.tsx',
  'features/menu/components/option-group-form.tsx',
  'features/menu/components/menu-csv-panel.tsx',
  'features/tables/components/tables-board.tsx',
  'features/tables/components/tab-actions.tsx',
  'features/tables/components/table-cards-sheet.tsx',
  'components/ui/pager.tsx',
  'components/ui/weekly-hours-editor.tsx',
  'components/ui/own-hours-fields.tsx',
  'features/restaurant/components',
  'features/bookings/components/booking-setup-form.tsx',
  'features/bookings/components/table-combinations-fields.tsx',
  'features/delivery/components/delivery-setup-form.tsx',
  'app/routes/restaurant-settings.tsx',
  'app/routes/booking-setup.tsx',
  'app/routes/delivery-setup.tsx',
  'features/brand/components/brand-form.tsx',
  'features/brand/components/home-page-form.tsx',
  'features/brand/components/languages-form.tsx',
  'features/promo-codes/components/promo-code-form.tsx',
  'features/promo-codes/components/promo-codes-panel.tsx',
  'features/users/components/users-table.tsx',
  'features/reports/components/reports-panel.tsx',
  'features/backups/components/backups-panel.tsx',
  'features/audit/components/audit-log-panel.tsx',
  'features/reviews/components/moderation-panel.tsx',
  'features/stats/components/admin-stats-panel.tsx',
  'features/stats/components/charts.tsx',
  'features/stats/components/counter.tsx',
  'app/routes/restaurant-brand.tsx',
  'app/routes/promo-codes.tsx',
  'app/routes/all-users.tsx',
  'app/routes/reports.tsx',
  'app/routes/backups.tsx',
  'app/routes/audit-log.tsx',
  'app/routes/reviews-moderation.tsx',
  'app/routes/admin-home.tsx',
  'components/ui/picture-upload.tsx',
  'app/route-error.tsx',
  'app/routes/tables.tsx',
  'app/routes/table-cards.tsx',
  'app/routes/manage-items.tsx',
  'app/routes/add-item.tsx',
  'app/routes/update-item.tsx',
  'app/routes/menu-sections.tsx',
  'app/routes/option-groups.tsx',
  'app/routes/home.tsx',
  'app/routes/menu.tsx',
  'app/routes/order.tsx',
  'app/routes/login.tsx',
  'app/routes/signup.tsx',
  'app/routes/cart.tsx',
  'app/routes/my-cart.tsx',
  'app/routes/payment.tsx',
  'app/routes/guest-checkout.tsx',
  'app/routes/receipt.tsx',
  'app/routes/guest-receipt.tsx',
  'app/routes/table.tsx',
  'app/routes/table-receipt.tsx',
  'app/routes/order-details.tsx',
  'app/routes/guest-order.tsx',
  'app/routes/reservation.tsx',
  'app/routes/book-table.tsx',
  'app/routes/my-booking.tsx',
  'app/routes/guest-booking.tsx',
  'app/routes/kitchen-ticket.tsx',
  'app/routes/kitchen.tsx',
  'app/routes/deliveries.tsx',
  'app/routes/new-order.tsx',
  'app/routes/bookings.tsx',
  'app/routes/user-home.tsx',
  'app/routes/payment-history.tsx',
  'app/routes/add-review.tsx',
  'app/routes/profile.tsx',
  'app/routes/forgot-password.tsx',
  'app/routes/reset-password.tsx',
  'app/routes/not-found.tsx',
];

/** Attributes a person reads or hears. */
const WORDED_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'title',
  'placeholder',
  'alt',
  'label',
  'heading',
  'subHeading',
  'pendingLabel',
  'what',
  'hint',
  'cancelLabel',
  'text',
]);

const hasWords = (text: string) => /\p{L}{2,}/u.test(text);

function filesIn(relative: string): string[] {
  const full = path.join(src, relative);
  if (!statSync(full).isDirectory()) return [full];
  return readdirSync(full, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.tsx$/.test(name) && !/\.test\.tsx$/.test(name))
    .map((name) => path.join(full, name));
}

/** An import of one of the app's own components: `'@/components/ui/text-field.tsx'`, `'./captcha.tsx'`. */
const COMPONENT_IMPORT = /(?:from|import\()\s*'(@\/[^']+|\.{1,2}\/[^']+\.tsx)'/g;

/** The files, and every component of the app they import, and those import, and so on. */
function withTheirParts(files: string[]): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const [, imported = ''] of readFileSync(file, 'utf8').matchAll(COMPONENT_IMPORT)) {
      if (!imported.endsWith('.tsx')) continue;
      visit(imported.startsWith('@/') ? path.join(src, imported.slice(2)) : path.resolve(path.dirname(file), imported));
    }
  };
  files.forEach(visit);
  return [...seen];
}

type Node = { type: string; start: number; [key: string]: unknown };
const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

/**
 * The words an expression shows as it is written: a string, a template's text, either side of a
 * condition (`{count === 1 ? 'review' : 'reviews'}`). Not a call's arguments: `t('nav.menu')` is an id.
 */
function textsOf(expression: Node): string[] {
  switch (expression.type) {
    case 'Literal':
      return typeof expression.value === 'string' && hasWords(expression.value) ? [expression.value] : [];
    case 'TemplateLiteral':
      return (expression.quasis as { value: { cooked: string } }[]).map((quasi) => quasi.value.cooked).filter(hasWords);
    case 'ConditionalExpression':
      return [expression.consequent, expression.alternate].filter(isNode).flatMap(textsOf);
    case 'LogicalExpression':
      return [expression.left, expression.right].filter(isNode).flatMap(textsOf);
    default:
      return [];
  }
}

const isShownExpression = (node: unknown): node is Node =>
  isNode(node) && node.type === 'JSXExpressionContainer' && isNode(node.expression);

/** Each piece of text written in the file that a person would read: JSX text and worded attributes. */
function wordsWritten(file: string): string[] {
  const code = readFileSync(file, 'utf8');
  const found: string[] = [];
  const lineOf = (offset: number) => code.slice(0, offset).split('\n').length;
  const note = (node: Node, text: string) =>
    found.push(`${path.relative(src, file)}:${lineOf(node.start)} ${JSON.stringify(text.trim())}`);
  const visit = (node: Node) => {
    if (node.type === 'JSXText' && hasWords(String(node.value))) note(node, String(node.value));
    if (node.type === 'JSXElement' || node.type === 'JSXFragment') {
      for (const child of (node.children as Node[]).filter(isShownExpression)) {
        for (const text of textsOf(child.expression as Node)) note(child, text);
      }
    }
    if (node.type === 'JSXAttribute' && isNode(node.name) && WORDED_ATTRIBUTES.has(String(node.name.name))) {
      const value = node.value;
      if (isNode(value) && value.type === 'Literal' && hasWords(String(value.value))) note(node, String(value.value));
      if (isShownExpression(value)) for (const text of textsOf(value.expression as Node)) note(node, text);
    }
    for (const child of Object.values(node)) {
      if (Array.isArray(child)) child.filter(isNode).forEach(visit);
      else if (isNode(child)) visit(child);
    }
  };
  visit(parseAst(code, { lang: 'tsx' }) as unknown as Node);
  return found;
}

describe('the translated pages', () => {
  it('write no words of their own, nor do the parts they show: each comes from the catalogs', () => {
    expect(withTheirParts(TRANSLATED.flatMap(filesIn)).flatMap(wordsWritten)).toEqual([]);
  });
});
