import {
  closeTabSchema,
  moveTabSchema,
  newRoundSchema,
  newTabPaymentSchema,
  openedTabSchema,
  placedRoundSchema,
  settledTabSchema,
  staffTableSchema,
  staffTablesSchema,
  startedTabPaymentSchema,
  TABLE_TOPIC,
  tableAtHandSchema,
  tableCodeParamsSchema,
  tableNameParamsSchema,
  tabPaymentParamsSchema,
  tabReceiptSchema,
  tabSettlementSchema,
} from '@bistro/contract/tables';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../http/error-responses.ts';
import { callerOf } from '../../plugins/app/authentication.ts';
import type { TableStaff } from './tables.ts';

const errors = errorResponses(400, 401, 403, 404, 409, 422, 429);

/** How long a diner's stream of their table stays open before the page opens another. */
const TABLE_STREAM_MINUTES = 60;
const paymentErrors = errorResponses(400, 401, 402, 404, 409, 422, 429);

/** Rounds one address may order in a quarter of an hour, whatever the tables: a diner's phone orders a handful. */
export const ROUNDS_PER_ADDRESS = 30;
/** Payments one address may start or complete in a quarter of an hour: a table's payers, a few tries each. */
export const TAB_PAYMENTS_PER_ADDRESS = 60;

const staffOf = (request: FastifyRequest): TableStaff => {
  const { id, email, role } = callerOf(request);
  return { id, email, role };
};

/** At the table (docs/tables.md): staff's tables, cards and tabs; the diner's table by its card's code. */
const tablesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/tables',
    {
      preValidation: app.requireStaff,
      schema: {
        summary:
          'Each table of the booking set-up with the code on its card and its state: free, or open with its tab (staff, admins)',
        response: { 200: staffTablesSchema, ...errors },
      },
    },
    async () => app.tables.list(),
  );

  app.post(
    '/tables/:name/code',
    {
      preValidation: app.requireStaff,
      schema: {
        summary: 'Gives the table a new code: its old card orders nothing from now on (staff, admins)',
        params: tableNameParamsSchema,
        response: { 200: staffTableSchema, ...errors },
      },
    },
    async (request) => app.tables.renewCode(staffOf(request), request.params.name),
  );

  app.get(
    '/tables/:name/card.svg',
    {
      preValidation: app.requireStaff,
      schema: {
        summary: 'The table’s printable card: its name and a QR code of its link, PUBLIC_URL/t/<code> (staff, admins)',
        params: tableNameParamsSchema,
        produces: ['image/svg+xml'],
        response: { 200: z.string().describe('An SVG image, A6'), ...errors },
      },
    },
    async (request, reply) =>
      reply
        .type('image/svg+xml')
        .header('cache-control', 'no-store')
        .send(await app.tables.card(request.params.name)),
  );

  app.post(
    '/tables/:name/open',
    {
      preValidation: app.requireStaff,
      schema: {
        summary:
          'Opens the table for the party seated at it: it gets a tab and takes rounds from its card; 409 when open already (staff, admins)',
        params: tableNameParamsSchema,
        response: { 201: openedTabSchema, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await app.tables.open(staffOf(request), request.params.name)),
  );

  app.get(
    '/t/:code',
    {
      schema: {
        summary:
          'The table whose card carries this code, and its tab while it is open (no account needed); 404 for an unknown or renewed code',
        params: tableCodeParamsSchema,
        response: { 200: tableAtHandSchema, ...errors },
      },
    },
    async (request) => app.tables.forDiner(request.params.code),
  );

  app.get(
    '/t/:code/events',
    {
      schema: {
        summary:
          'Server-Sent Events for the diners at a table (no account needed): a `ready` frame, then a `table` frame each time its tab, a round on it or a payment of it changes (read GET /api/t/:code again); 404 for an unknown or renewed code, 429 over the live streams’ limits',
        produces: ['text/event-stream'],
        params: tableCodeParamsSchema,
        response: { 200: z.string().describe('text/event-stream of `ready` and `table` events'), ...errors },
      },
    },
    async (request, reply) => {
      const table = await app.tables.tableOfCode(request.params.code);
      reply.hijack();
      app.liveStream.serveSubject(reply.raw, {
        topic: TABLE_TOPIC,
        subjectId: table,
        address: request.ip,
        // The page connects again after it: a renewed code stops being followed within the hour.
        until: new Date(app.clock.now().getTime() + TABLE_STREAM_MINUTES * 60_000),
      });
    },
  );

  app.post(
    '/t/:code/rounds',
    {
      config: { rateLimit: { max: ROUNDS_PER_ADDRESS, timeWindow: '15 minutes' } },
      schema: {
        summary:
          'Orders a round at the table (no account needed): priced as online, sent to the kitchen at once, on the table’s tab; 409 while the table is not open',
        params: tableCodeParamsSchema,
        body: newRoundSchema,
        response: { 201: placedRoundSchema, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await app.tables.placeRound(request.params.code, request.body)),
  );

  app.post(
    '/tables/:name/settle',
    {
      preValidation: app.requireStaff,
      schema: {
        summary:
          'Takes the rest of the table’s tab in cash or on the restaurant’s card terminal (card payments being confirmed keep their shares); the tab closes when paid (staff, admins)',
        params: tableNameParamsSchema,
        body: tabSettlementSchema,
        response: { 201: settledTabSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await app.tables.settle(staffOf(request), request.params.name, request.body)),
  );

  app.post(
    '/tables/:name/move',
    {
      preValidation: app.requireStaff,
      schema: {
        summary:
          'Moves the table’s open tab to another table, free: its rounds go there on the kitchen’s board (staff, admins); 409 when that table is taken',
        params: tableNameParamsSchema,
        body: moveTabSchema,
        response: { 200: openedTabSchema, ...errors },
      },
    },
    async (request) => app.tables.move(staffOf(request), request.params.name, request.body),
  );

  app.post(
    '/tables/:name/close',
    {
      preValidation: app.requireStaff,
      schema: {
        summary:
          'Closes the table’s tab unpaid, with the reason (the party walked out), kept in the audit log: the table is free (staff, admins)',
        params: tableNameParamsSchema,
        body: closeTabSchema,
        response: { 200: openedTabSchema, ...errors },
      },
    },
    async (request) => app.tables.close(staffOf(request), request.params.name, request.body),
  );

  app.post(
    '/t/:code/payments',
    {
      config: { rateLimit: { max: TAB_PAYMENTS_PER_ADDRESS, timeWindow: '15 minutes' } },
      schema: {
        summary:
          'Pays the table’s tab or a share of it by card (no account needed): all, an equal part, chosen lines or an amount, with a tip; holds the share while the card is confirmed; 409 over what is left to pay',
        params: tableCodeParamsSchema,
        body: newTabPaymentSchema,
        response: { 201: startedTabPaymentSchema, ...paymentErrors },
      },
    },
    async (request, reply) => reply.code(201).send(await app.tables.startPayment(request.params.code, request.body)),
  );

  app.post(
    '/t/:code/payments/:paymentId/complete',
    {
      config: { rateLimit: { max: TAB_PAYMENTS_PER_ADDRESS, timeWindow: '15 minutes' } },
      schema: {
        summary:
          'Records the tab payment once its card is charged (idempotent; the provider’s webhook does it too): its receipt; the last payment closes the tab and frees the table',
        params: tabPaymentParamsSchema,
        response: { 200: tabReceiptSchema, ...paymentErrors },
      },
    },
    async (request) => app.tables.completePayment(request.params.code, request.params.paymentId),
  );

  app.get(
    '/t/:code/payments/:paymentId',
    {
      schema: {
        summary: 'A payer’s receipt of what they paid of the table’s tab (no account needed)',
        params: tabPaymentParamsSchema,
        response: { 200: tabReceiptSchema, ...paymentErrors },
      },
    },
    async (request) => app.tables.receipt(request.params.code, request.params.paymentId),
  );
};

export default tablesRoutes;
