import { z } from 'zod';

/** One dish's share of the sales: how many were bought and for how much (dollars). */
export const itemFigureSchema = z.object({ name: z.string(), quantity: z.number().int(), amount: z.number() });

/** GET /api/user-stats/:email — per dish bought by this user, and totals. */
export const userStatsSchema = z.object({
  barChart: z.array(itemFigureSchema).describe('Quantity per item'),
  pieChart: z.array(itemFigureSchema).describe('Amount spent per item'),
  totalCost: z.number(),
  totalQuantity: z.number().int(),
  /** Their table bookings that were not declined or cancelled. */
  bookings: z.number().int(),
});
export type UserStats = z.infer<typeof userStatsSchema>;

/** GET /api/admin-stats — the restaurant's counters. */
export const adminStatsSchema = z.object({
  menuItems: z.number().int(),
  /** The books' net (charged − refunded), in major units. */
  revenue: z.number(),
  users: z.number().int(),
  orders: z.number().int(),
  /** The parts of `revenue` that are tax and tips (not the restaurant's sales). */
  tax: z.number(),
  tips: z.number(),
  /** Table bookings that were not declined or cancelled. */
  bookings: z.number().int(),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;

/** GET /api/order-stats — per dish sold across all payments (named at the price paid). */
export const orderStatsSchema = z.object({
  barChart: z.array(itemFigureSchema).describe('Quantity sold per item'),
  pieChart: z.array(itemFigureSchema).describe('Revenue per item'),
});
export type OrderStats = z.infer<typeof orderStatsSchema>;
