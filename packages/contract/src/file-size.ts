// Zod-free: the browser's pages import it.
const megabytes = new Intl.NumberFormat('en-US', {
  style: 'unit',
  unit: 'megabyte',
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});
const kilobytes = new Intl.NumberFormat('en-US', { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 0 });

/** `1.2 MB`, `840 kB`: an archive's size for people (the command's lines and the Backups page). */
export const fileSize = (bytes: number) =>
  bytes >= 1_000_000 ? megabytes.format(bytes / 1_000_000) : kilobytes.format(Math.max(1, bytes / 1000));
