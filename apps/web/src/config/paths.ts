import { pagePaths } from '@bistro/contract/pages';

/**
 * Every client route, with the href builder the rest of the app uses instead of string literals.
 * The build lists the paths for the server (vite-plugins/page-routes.ts), which answers 404 for others.
 */
export const paths = {
  home: { path: '/', getHref: () => '/' },
  menu: { path: '/menu', getHref: () => '/menu' },
  /** The shop without a tab: opens the first one. */
  shop: { path: '/order', getHref: () => '/order' },
  order: {
    path: '/order/:category',
    /** A tab by its parameter (a section's slug in capitals, POPULAR, OFFERS); the spec's first tab by default. */
    getHref: (category = 'SALADS') => `/order/${category}`,
  },
  login: {
    path: '/login',
    getHref: (redirectTo?: string) => (redirectTo ? `/login?redirectTo=${encodeURIComponent(redirectTo)}` : '/login'),
  },
  signup: {
    path: '/signup',
    getHref: (redirectTo?: string) => (redirectTo ? `/signup?redirectTo=${encodeURIComponent(redirectTo)}` : '/signup'),
  },
  forgotPassword: { path: '/forgot-password', getHref: () => '/forgot-password' },
  // Linked from mail: the server writes these addresses too.
  resetPassword: { path: pagePaths.resetPassword, getHref: () => pagePaths.resetPassword },
  cart: { path: '/cart', getHref: () => '/cart' },
  /** Book a Table: a guest's booking form where the restaurant takes them, else the way to the dashboard's. */
  bookTable: { path: '/reservation', getHref: () => '/reservation' },
  /** A guest's table booking, opened by its signed key (linked from mail too). */
  guestBooking: {
    path: '/guest-booking/:id',
    getHref: (id: string, key: string) => pagePaths.guestBooking(id, key),
  },
  /** Checkout without an account, where the restaurant takes guest orders. */
  checkout: { path: '/checkout', getHref: () => '/checkout' },
  /** A guest's order, opened by its signed key (linked from mail too). */
  guestOrder: { path: '/guest-order/:id', getHref: (id: string, key: string) => pagePaths.guestOrder(id, key) },
  /** Its receipt, by the same key (linked from mail too). */
  guestReceipt: {
    path: '/guest-order/:id/receipt',
    getHref: (id: string, key: string) => pagePaths.guestReceipt(id, key),
  },
  /** A table's page, from the code on its card: its menu, rounds, tab and paying (no account). */
  table: { path: '/t/:code', getHref: (code: string) => `/t/${encodeURIComponent(code)}` },
  /** A payer's receipt of their part of a table's tab. */
  tableReceipt: {
    path: '/t/:code/receipts/:paymentId',
    getHref: (code: string, paymentId: string) => `/t/${encodeURIComponent(code)}/receipts/${paymentId}`,
  },
  profile: { path: pagePaths.profile, getHref: () => pagePaths.profile },
  dashboard: {
    root: { path: '/dashboard', getHref: () => '/dashboard' },
    userHome: { path: '/dashboard/userhome', getHref: () => '/dashboard/userhome' },
    reservation: { path: '/dashboard/reservation', getHref: () => '/dashboard/reservation' },
    myBooking: { path: pagePaths.myBookings, getHref: () => pagePaths.myBookings },
    /** The day's table bookings by table (staff and admins). */
    bookings: { path: '/dashboard/bookings', getHref: () => '/dashboard/bookings' },
    /** Tables and the rules of table bookings (admins). */
    bookingSetup: { path: '/dashboard/booking-setup', getHref: () => '/dashboard/booking-setup' },
    /** Each table's state and tab, and what staff do with them (staff and admins). */
    tables: { path: '/dashboard/tables', getHref: () => '/dashboard/tables' },
    /** The printable sheet of the tables' cards: one table's, or every table's. */
    tableCards: {
      path: '/dashboard/tables/cards',
      getHref: (table?: string) =>
        table ? `/dashboard/tables/cards?table=${encodeURIComponent(table)}` : '/dashboard/tables/cards',
    },
    delivery: { path: '/dashboard/delivery', getHref: () => '/dashboard/delivery' },
    /** The diner's reviews; a visit (`booking`) chosen comes first, its heading focused. */
    addReview: {
      path: '/dashboard/addreview',
      getHref: (chosen?: { booking: string }) =>
        chosen ? `/dashboard/addreview?booking=${encodeURIComponent(chosen.booking)}` : '/dashboard/addreview',
    },
    adminHome: { path: '/dashboard/adminhome', getHref: () => '/dashboard/adminhome' },
    addItem: { path: '/dashboard/additem', getHref: () => '/dashboard/additem' },
    manageItems: { path: '/dashboard/manageitems', getHref: () => '/dashboard/manageitems' },
    updateItem: {
      path: '/dashboard/manageitems/updateitem/:id',
      getHref: (id: string) => `/dashboard/manageitems/updateitem/${id}`,
    },
    users: { path: '/dashboard/users', getHref: () => '/dashboard/users' },
    /** Opening hours and pickup rules (admins). */
    settings: { path: '/dashboard/settings', getHref: () => '/dashboard/settings' },
    /** The sales report and the orders export for a range of days (admins). */
    reports: { path: '/dashboard/reports', getHref: () => '/dashboard/reports' },
    /** Promo codes: create, pause, and see their uses (admins). */
    promoCodes: { path: '/dashboard/promo-codes', getHref: () => '/dashboard/promo-codes' },
    /** The menu's sections: the shop's tabs, their order and hours (admins). */
    sections: { path: '/dashboard/sections', getHref: () => '/dashboard/sections' },
    /** The restaurant's name, look and home page (admins). */
    restaurant: { path: '/dashboard/restaurant', getHref: () => '/dashboard/restaurant' },
    /** The option groups diners choose from with a dish (admins). */
    options: { path: '/dashboard/options', getHref: () => '/dashboard/options' },
    /** The shop's backups: list, download, take one now (admins). */
    backups: { path: '/dashboard/backups', getHref: () => '/dashboard/backups' },
    /** The audit log (admins). */
    auditLog: { path: '/dashboard/audit-log', getHref: () => '/dashboard/audit-log' },
    /** Reviews to moderate: hide with a reason, reply once (admins). */
    reviews: { path: '/dashboard/reviews', getHref: () => '/dashboard/reviews' },
    myCart: { path: '/dashboard/mycart', getHref: () => '/dashboard/mycart' },
    payment: { path: '/dashboard/payment', getHref: () => '/dashboard/payment' },
    paymentHistory: { path: '/dashboard/paymenthistory', getHref: () => '/dashboard/paymenthistory' },
    /** A driver's deliveries, in the order to take them (drivers, staff and admins). */
    deliveries: { path: '/dashboard/deliveries', getHref: () => '/dashboard/deliveries' },
    /** The kitchen board (staff and admins). */
    orders: { path: '/dashboard/orders', getHref: () => '/dashboard/orders' },
    /** An order taken on the phone or at the counter (staff and admins). */
    newOrder: { path: '/dashboard/new-order', getHref: () => '/dashboard/new-order' },
    /** One order, as its diner follows it (linked from mail too). */
    order: { path: '/dashboard/orders/:id', getHref: (id: string) => pagePaths.order(id) },
    /** A paid order's printable receipt (its diner, staff, admins; linked from mail too). */
    receipt: { path: '/dashboard/orders/:id/receipt', getHref: (id: string) => pagePaths.receipt(id) },
    /** An order's kitchen ticket on an 80 mm roll (staff and admins). */
    ticket: { path: '/dashboard/orders/:id/ticket', getHref: (id: string) => `/dashboard/orders/${id}/ticket` },
  },
} as const;
