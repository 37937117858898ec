/**
 * Whether a dish or a choice cannot be ordered now: the kitchen marked it sold out ("86") and it
 * has not come back yet, or its stock count is at 0 (docs/counter.md).
 */
export const isSoldOut = (
  row: { soldOutAt: Date | null; soldOutUntil: Date | null; stock: number | null },
  now: Date,
): boolean => (row.soldOutAt !== null && (row.soldOutUntil === null || row.soldOutUntil > now)) || row.stock === 0;
