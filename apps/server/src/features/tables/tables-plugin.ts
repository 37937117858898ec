import { TABLE_TOPIC } from '@bistro/contract/tables';
import type { DbOrTx } from '../../db/connect.ts';
import { featurePlugin } from '../../plugins/app/feature-plugin.ts';
import { sseFrame } from '../live/index.ts';
import type { MailMessage } from '../mail/index.ts';
import { createTabMail } from './tab-mail.ts';
import { createTabPayments } from './tab-payments.ts';
import { createTabRefunds } from './tab-refunds.ts';
import { createTables, type Tables } from './tables.ts';
import { createTablesRepository, type TablesRepository } from './tables-repository.ts';

declare module 'fastify' {
  interface FastifyInstance {
    tablesRepository: TablesRepository;
    /** At the table: the tables' codes and cards, their tabs, and the rounds ordered from them. */
    tables: Tables;
  }
}

/** At the table (docs/tables.md): the cards' codes and the tabs of the booking set-up's tables. */
export default featurePlugin(
  'tables',
  ['database', 'clock', 'brand', 'audit', 'restaurant', 'bookings', 'orders', 'payments', 'mail', 'stats', 'live'],
  async (app, { config }) => {
    const repository = createTablesRepository(app.database.db, app.liveStream);
    // A table's diners follow it on a stream of its own; a frame says only to read the tab again.
    app.liveStream.subjectTopic(TABLE_TOPIC);
    app.liveStream.topic(TABLE_TOPIC, async (table) => sseFrame('table', { table }));
    const transaction = <T>(work: (tx: DbOrTx) => Promise<T>) => app.database.db.transaction(work);
    const restaurantName = () => app.brand.brand().name;
    const sendMail = (message: MailMessage) => app.sendMailInBackground(message);
    const mail = createTabMail({
      restaurantName,
      timeZone: config.restaurant.timeZone,
      languages: () => app.brand.languages(),
    });
    const payments = createTabPayments({
      repository,
      transaction,
      rounds: app.orders.rounds,
      provider: app.payments.provider,
      clock: app.clock,
      stats: app.stats,
      sendMail,
      mail,
    });
    const tables = createTables({
      repository,
      transaction,
      bookings: app.bookings,
      rounds: app.orders.rounds,
      payments,
      audit: app.audit,
      clock: app.clock,
      publicUrl: config.publicUrl,
      restaurantName,
      firstRoundOpens: () => app.restaurant.firstRoundOpensTables(),
    });
    app.decorate('tablesRepository', repository);
    app.decorate('tables', tables);
    // Seating a party opens its tables: the party orders from the card at once.
    app.bookings.whenSeated(({ tables: names, by }) => tables.openSeated(by, names));
    // Dishes taken off a round are checked against what the tab's payers paid, under the tab's lock.
    app.orders.rounds.whenReducingRound((reduction, tx) => payments.checkReduction(reduction, tx));
    // …and a round paid at the counter against what is left to pay of the tab: never paid twice.
    app.orders.rounds.whenSettlingRound((settlement, tx) => payments.checkRoundSettlement(settlement, tx));
    // A round its tab's payers paid is not offered for payment at the counter.
    app.orders.rounds.whenReadingTabs((tabIds, tx) => payments.paidOfTabs(tabIds, tx));
    // A refund of a paid tab's round comes back from the tab's payments (decision 037).
    app.orders.rounds.whenRefundingRound(
      createTabRefunds({
        repository,
        provider: app.payments.provider,
        stats: app.stats,
        clock: app.clock,
        sendMail,
        mail,
      }),
    );
    // A tab the diners' first round opened closes when the kitchen refuses that round.
    app.orders.rounds.whenRoundCancelled(({ tabId }, tx) => tables.closeIfRefused(tabId, tx));
    // A tab payment's card charge reported by the provider (webhook, reconciliation) is settled here.
    app.payments.claimIntents((intent) => tables.settleIntent(intent));
  },
);
