/** Whether the kitchen has marked a dish or a choice sold out ("86"), and it has not come back yet. */
export const isSoldOut = (row: { soldOutAt: Date | null; soldOutUntil: Date | null }, now: Date): boolean =>
  row.soldOutAt !== null && (row.soldOutUntil === null || row.soldOutUntil > now);
